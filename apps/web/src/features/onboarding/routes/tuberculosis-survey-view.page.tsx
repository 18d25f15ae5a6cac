import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { useTuberculosisSurvey } from '../api/get-tuberculosis-surveys';
import { useCancelTuberculosisSurvey } from '../api/save-tuberculosis-survey';
import { SurveyAnswers } from '../components/survey-answers';
import { FollowUpBadges, SurveyStatusBadge } from '../components/survey-badges';
import { SurveyReviewForm } from '../components/survey-review-form';
import { paths, routeAccess } from '../onboarding.paths';

function SurveyView({ accountId, surveyId }: { accountId: string; surveyId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const survey = useTuberculosisSurvey(accountId, surveyId);
  const cancel = useCancelTuberculosisSurvey(accountId, surveyId);
  return (
    <QueryState query={survey} errorTitle={t('onboarding.view.loadError')} recordId={surveyId}>
      {(data) => (
        <Stack>
          <PageTitle>{t('onboarding.view.title', { name: data.workerName })}</PageTitle>
          <PanelSection
            title={t('onboarding.view.summary')}
            actions={
              canManage &&
              data.status === 'sent' && (
                <Button
                  variant="light"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {t('onboarding.view.cancel')}
                </Button>
              )
            }
          >
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }}>
              <DefinitionItem label={t('onboarding.list.status')}>
                <SurveyStatusBadge status={data.status} />
              </DefinitionItem>
              <DefinitionItem label={t('onboarding.list.followUp')}>
                {data.needsFollowUp ? (
                  <FollowUpBadges reasons={data.followUpReasons} />
                ) : (
                  t('onboarding.followUp.none')
                )}
              </DefinitionItem>
              <DefinitionItem label={t('onboarding.list.sentAt')}>
                {formatDateTime(data.sentAt)}
              </DefinitionItem>
              <DefinitionItem label={t('onboarding.list.answeredAt')}>
                {data.answeredAt ? formatDateTime(data.answeredAt) : '–'}
              </DefinitionItem>
              {data.reviewedAt && (
                <DefinitionItem label={t('onboarding.view.reviewed')}>
                  {`${formatDateTime(data.reviewedAt)} · ${data.reviewedByName ?? ''}`}
                </DefinitionItem>
              )}
              {data.reviewNote && (
                <DefinitionItem label={t('onboarding.view.note')}>{data.reviewNote}</DefinitionItem>
              )}
            </SimpleGrid>
          </PanelSection>
          <PanelSection title={t('onboarding.view.answers')}>
            {data.answers ? (
              <SurveyAnswers answers={data.answers} />
            ) : (
              <Text>{t('onboarding.view.notAnswered')}</Text>
            )}
          </PanelSection>
          {canManage && data.status === 'answered' && (
            <PanelSection title={t('onboarding.view.review')}>
              {data.needsFollowUp && (
                <Alert color="red" variant="light" mb="md">
                  {t('onboarding.followUp.advice')}
                </Alert>
              )}
              <SurveyReviewForm accountId={accountId} surveyId={data.id} />
            </PanelSection>
          )}
          <Anchor component={Link} to={paths.surveysList}>
            {t('onboarding.view.back')}
          </Anchor>
        </Stack>
      )}
    </QueryState>
  );
}

/** /apps/hr/tuberculosis-surveys/view/:id: a worker's answers (health data: admins and agents only) and HR's review. */
export function TuberculosisSurveyViewPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id = '' } = useParams();
  return accountId ? (
    <SurveyView key={`${accountId}:${id}`} accountId={accountId} surveyId={id} />
  ) : (
    <Text>{t('onboarding.noAccount')}</Text>
  );
}
