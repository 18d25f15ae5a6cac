import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { errorCodeOf } from '@/lib/api-error';
import { useRecruitment } from '../api/get-recruitment';
import { ApplicantDetailsForm } from '../components/applicant-details-form';
import { CodeStep } from '../components/code-step';
import { EmailStep } from '../components/email-step';

type Step =
  | { name: 'email'; email: string }
  | { name: 'code'; email: string; minutes: number }
  | { name: 'details'; secret: string }
  | { name: 'done' };

// A line of text rather than a stepper: three labelled steps do not fit a 390 px screen side by side.
const stepIndex = { email: 0, code: 1, details: 2 } as const;

/**
 * The public registration page (/register/:recruitmentId, no sign-in), made for a phone: e-mail, the
 * one-time code from it, then password and details; the applicant ends as a worker with status applied.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { recruitmentId = '' } = useParams();
  // From the job board's Apply link: the language the applicant read the ad in.
  const [searchParams] = useSearchParams();
  useLinkLanguage(searchParams.get('lang'));
  const recruitment = useRecruitment(recruitmentId);
  // From a recruiter's invitation (/invite/application/:token): the invited address, to register with.
  const invited = (useLocation().state as { email?: unknown } | null)?.email;
  const [step, setStep] = useState<Step>({
    name: 'email',
    email: typeof invited === 'string' ? invited : '',
  });

  const body = () => {
    if (recruitment.isPending) {
      return <PageLoader />;
    }
    if (recruitment.isError) {
      const notFound = errorCodeOf(recruitment.error) === 'NOT_FOUND';
      return (
        <Alert color="red" variant="light" role="alert">
          {notFound ? t('recruitment.register.notFound') : t('recruitment.register.loadError')}
        </Alert>
      );
    }
    const ad = recruitment.data;
    return (
      <Stack gap="md">
        <Text>
          {ad.city
            ? t('recruitment.register.introCity', { title: ad.title, company: ad.company, city: ad.city })
            : t('recruitment.register.intro', { title: ad.title, company: ad.company })}
        </Text>
        {step.name !== 'done' && (
          <Text size="sm" c="dimmed">
            {t('recruitment.register.stepOf', { step: stepIndex[step.name] + 1 })}:{' '}
            {t(`recruitment.register.steps.${step.name}`)}
          </Text>
        )}
        {step.name === 'email' && (
          <EmailStep
            recruitmentId={recruitmentId}
            initialEmail={step.email}
            onSent={(email, minutes) => setStep({ name: 'code', email, minutes })}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            recruitmentId={recruitmentId}
            email={step.email}
            minutes={step.minutes}
            onVerified={(secret) => setStep({ name: 'details', secret })}
            onChangeEmail={() => setStep({ name: 'email', email: step.email })}
          />
        )}
        {step.name === 'details' && (
          <ApplicantDetailsForm
            recruitmentId={recruitmentId}
            secret={step.secret}
            profession={ad.role}
            questions={ad.questions}
            onRegistered={() => setStep({ name: 'done' })}
          />
        )}
        {step.name === 'done' && (
          <Alert color="teal" variant="light" role="status">
            <Title order={2} size="h4">
              {t('recruitment.register.doneTitle')}
            </Title>
            <Text>{t('recruitment.register.done')}</Text>
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('recruitment.register.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
