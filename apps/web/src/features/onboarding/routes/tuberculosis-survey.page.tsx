import { Alert, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import {
  useAnswerPublicTuberculosisSurvey,
  usePublicTuberculosisSurvey,
} from '../api/public-tuberculosis-survey';
import { PublicLinkProblem } from '../components/public-link-problem';
import { TuberculosisQuestionnaire } from '../components/tuberculosis-questionnaire';

/**
 * Public page of the tuberculosis survey (/services/tuberculosis-survey/:id, no sign-in), made for a phone:
 * the worker answers once, in their language, then sees a thank-you.
 */
export function TuberculosisSurveyPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const survey = usePublicTuberculosisSurvey(token);
  const answer = useAnswerPublicTuberculosisSurvey(token);
  useLinkLanguage(survey.data?.locale);

  const body = () => {
    if (survey.isPending) {
      return <PageLoader />;
    }
    if (survey.isError) {
      return <PublicLinkProblem error={survey.error} />;
    }
    const { data } = survey;
    if (data.status === 'answered') {
      return (
        <Alert color="teal" variant="light" role="status" title={t('onboarding.survey.thanksTitle')}>
          {t('onboarding.survey.thanks', { company: data.company })}
        </Alert>
      );
    }
    return (
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('onboarding.greeting', { name: data.firstName })}</Text>
          <Text>{t('onboarding.survey.intro', { company: data.company })}</Text>
        </div>
        <Text size="sm">{t('onboarding.link.valid', { until: formatDateTime(data.linkExpiresAt) })}</Text>
        <TuberculosisQuestionnaire
          onSubmit={(answers) => answer.mutate(answers)}
          isPending={answer.isPending}
          error={answer.error}
        />
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('onboarding.survey.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
