import { Alert, Checkbox, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { type TuberculosisSurveyStatus, tuberculosisSurveyStatuses } from '@portal/domain/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useTuberculosisSurveys } from '../api/get-tuberculosis-surveys';
import { TuberculosisSurveysTable } from '../components/tuberculosis-surveys-table';

const perPage = 25;

function TuberculosisSurveys({ accountId, followUpFirst }: { accountId: string; followUpFirst: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TuberculosisSurveyStatus | null>(followUpFirst ? 'answered' : null);
  const [followUpOnly, setFollowUpOnly] = useState(followUpFirst);
  const surveys = useTuberculosisSurveys(accountId, {
    page,
    perPage,
    ...(status ? { status } : {}),
    ...(followUpOnly ? { needsFollowUp: 'true' as const } : {}),
  });
  return (
    <PanelSection title={t('onboarding.list.title')}>
      <Stack>
        <Group align="flex-end">
          <Select
            label={t('onboarding.list.statusFilter')}
            placeholder={t('onboarding.list.allStatuses')}
            data={tuberculosisSurveyStatuses.map((value) => ({
              value,
              label: t(`onboarding.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value as TuberculosisSurveyStatus | null);
              setPage(1);
            }}
            clearable
          />
          <Checkbox
            label={t('onboarding.list.followUpOnly')}
            checked={followUpOnly}
            onChange={(event) => {
              setFollowUpOnly(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <QueryState query={surveys} errorTitle={t('onboarding.list.loadError')}>
          {(data) => (
            <Stack>
              {data.followUpCount > 0 && (
                <Alert color="red" variant="light">
                  {t('onboarding.followUp.count', { count: data.followUpCount })}
                </Alert>
              )}
              <TuberculosisSurveysTable items={data.items} />
              {data.total > perPage && (
                <Group justify="center">
                  <Pagination total={Math.ceil(data.total / perPage)} value={page} onChange={setPage} />
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PanelSection>
  );
}

/**
 * /apps/hr/tuberculosis-surveys/list: the account's tuberculosis surveys with their status and follow-up
 * flag; `?followUp=1` opens it on the answers waiting for HR's review.
 */
export function TuberculosisSurveysPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const [search] = useSearchParams();
  return (
    <Stack>
      <PageTitle>{t('onboarding.list.title')}</PageTitle>
      {accountId ? (
        <TuberculosisSurveys
          key={accountId}
          accountId={accountId}
          followUpFirst={search.get('followUp') === '1'}
        />
      ) : (
        <Text>{t('onboarding.noAccount')}</Text>
      )}
    </Stack>
  );
}
