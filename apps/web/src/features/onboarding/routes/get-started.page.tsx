import { Alert, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { useAnswerGetStartedSurvey, usePublicGetStarted } from '../api/public-get-started';
import { ChecklistStep } from '../components/checklist-step';
import { ContractStep } from '../components/contract-step';
import { DetailsStep } from '../components/details-step';
import { type DocumentAnswerCard, DocumentRequestsStep } from '../components/document-requests-step';
import { BankAccountStep, TaxCardStep } from '../components/payment-steps';
import { PublicLinkProblem } from '../components/public-link-problem';
import { TuberculosisQuestionnaire } from '../components/tuberculosis-questionnaire';

/**
 * Public page of a new worker's checklist (/get-started/:id, no sign-in), made for a phone and shown in the
 * worker's language: each step is saved when done and shown done on return. The app passes the document
 * requests' answer card in `DocumentCard` (step 4).
 */
export function GetStartedPage({ DocumentCard }: { DocumentCard?: DocumentAnswerCard }) {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const checklist = usePublicGetStarted(token);
  const survey = useAnswerGetStartedSurvey(token);
  useLinkLanguage(checklist.data?.locale);

  const body = () => {
    if (checklist.isPending) {
      return <PageLoader />;
    }
    if (checklist.isError) {
      return <PublicLinkProblem error={checklist.error} />;
    }
    const { data } = checklist;
    return (
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('onboarding.greeting', { name: data.firstName })}</Text>
          <Text>{t('onboarding.getStarted.intro', { company: data.company })}</Text>
        </div>
        <Text size="sm">{t('onboarding.link.valid', { until: formatDateTime(data.linkExpiresAt) })}</Text>
        {data.completed && (
          <Alert color="teal" variant="light" role="status">
            {t('onboarding.getStarted.completed')}
          </Alert>
        )}
        <ChecklistStep
          number={1}
          title={t('onboarding.getStarted.steps.details')}
          done={data.details.confirmedAt !== null}
        >
          <DetailsStep token={token} details={data.details} />
        </ChecklistStep>
        <ChecklistStep
          number={2}
          title={t('onboarding.getStarted.steps.payment')}
          done={data.bankAccount.savedAt !== null && data.taxCard.savedAt !== null}
        >
          <BankAccountStep token={token} bankAccount={data.bankAccount} />
          <TaxCardStep token={token} taxCard={data.taxCard} />
        </ChecklistStep>
        <ChecklistStep
          number={3}
          title={t('onboarding.getStarted.steps.contract')}
          done={data.contract.state === 'signed'}
        >
          <ContractStep token={token} contract={data.contract} />
        </ChecklistStep>
        <ChecklistStep
          number={4}
          title={t('onboarding.getStarted.steps.documents')}
          done={data.documentRequests.length === 0}
        >
          <DocumentRequestsStep token={token} requests={data.documentRequests} Card={DocumentCard} />
        </ChecklistStep>
        <ChecklistStep
          number={5}
          title={t('onboarding.getStarted.steps.survey')}
          done={data.tuberculosisSurvey.status === 'answered'}
        >
          {data.tuberculosisSurvey.status === 'sent' ? (
            <TuberculosisQuestionnaire
              onSubmit={(answers) => survey.mutate(answers)}
              isPending={survey.isPending}
              error={survey.error}
            />
          ) : (
            <Text>{t(`onboarding.getStarted.surveyState.${data.tuberculosisSurvey.status}`)}</Text>
          )}
        </ChecklistStep>
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('onboarding.getStarted.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
