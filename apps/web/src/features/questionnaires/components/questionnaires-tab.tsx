import { Anchor, Button, Group, Pagination, Stack } from '@mantine/core';
import type { QuestionnaireSummary } from '@portal/domain/questionnaires';
import { formatDayKey } from '@portal/domain/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useQuestionnaires } from '../api/get-questionnaires';
import { newQuestionnaireId, questionnairePath, routeAccess } from '../questionnaires.paths';
import { QuestionnaireStatusBadge } from './questionnaire-status-badge';

// Spec §9: pages of 10.
const perPage = 10;

/**
 * The questionnaires tab of the communications page: the account's questionnaires with their derived
 * status, newest first, and a button to write a new one (composed by the app; features do not import
 * each other).
 */
export function QuestionnairesTab({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [page, setPage] = useState(1);
  const list = useQuestionnaires(accountId, { page, perPage });
  const columns: ListColumn<QuestionnaireSummary>[] = [
    {
      key: 'title',
      header: t('questionnaires.list.name'),
      card: 'title',
      rowHeader: true,
      cell: (row) => (
        <Anchor component={Link} to={questionnairePath(row.id)}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('questionnaires.list.status'),
      card: 'status',
      cell: (row) => <QuestionnaireStatusBadge status={row.status} />,
    },
    {
      key: 'expires',
      header: t('questionnaires.list.expiresOn'),
      cell: (row) => (row.expiresOn ? formatDayKey(row.expiresOn) : '–'),
    },
    {
      key: 'questions',
      header: t('questionnaires.list.questions'),
      align: 'right',
      cell: (row) => row.questionCount,
    },
    {
      key: 'responses',
      header: t('questionnaires.list.responses'),
      align: 'right',
      cell: (row) =>
        t('questionnaires.list.responsesOf', { responses: row.responseCount, invited: row.invitedCount }),
    },
  ];
  return (
    <Stack>
      {canManage && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={questionnairePath(newQuestionnaireId)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('questionnaires.list.new')}
          </Button>
        </Group>
      )}
      <QueryState
        query={list}
        errorTitle={t('questionnaires.list.loadError')}
        empty={{ when: (data) => data.total === 0, text: t('questionnaires.list.empty') }}
      >
        {(data) => (
          <Stack>
            <DataTable
              rows={data.items}
              columns={columns}
              rowId={(row) => row.id}
              label={t('questionnaires.list.label')}
            />
            {data.total > perPage && (
              <Group justify="center">
                <Pagination total={Math.ceil(data.total / perPage)} value={page} onChange={setPage} />
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
