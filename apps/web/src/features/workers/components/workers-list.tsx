import { Group, Pagination, Stack, Text } from '@mantine/core';
import { defaultPageSize } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar, type BulkOutcome, BulkOutcomeAlert } from '@/components/list/bulk-actions';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { useRowSelection } from '@/hooks/use-row-selection';
import { useCan } from '@/lib/can';
import { fetchAllWorkers } from '../api/export-workers';
import { useWorkerOptions } from '../api/get-worker-options';
import { useWorkers } from '../api/get-workers';
import { useWorkerListParams } from './use-worker-list-params';
import { WorkerFilters } from './worker-filters';
import { WorkersPoolAction } from './workers-pool-action';
import { useWorkerCsvColumns, WorkersTable } from './workers-table';

const noWorkers: never[] = [];
const idOf = (worker: { id: string }) => worker.id;

/** The personnel list of one account: filters, count, one page of workers and the pages. */
export function WorkersList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, update, clear } = useWorkerListParams();
  const options = useWorkerOptions(accountId);
  const workers = useWorkers(accountId, query);
  const perPage = Number(query.perPage ?? defaultPageSize);
  const page = Number(query.page ?? 1);
  const csvColumns = useWorkerCsvColumns();
  const canAddToPool = useCan({ action: 'update', subject: 'Pool' });
  const selection = useRowSelection(workers.data?.items ?? noWorkers, idOf);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const pools = options.data?.pools ?? [];

  return (
    <Stack>
      <WorkerFilters query={query} options={options.data} onChange={update} onClear={clear} />
      {workers.isPending || workers.isError ? (
        <QueryState query={workers} errorTitle={t('workers.list.loadError')} />
      ) : (
        <>
          <Group justify="space-between">
            <Text role="status" fw={500}>
              {t('workers.list.total', { count: workers.data.total })}
            </Text>
            <CsvExportButton
              fileBase={t('workers.list.csv.file')}
              columns={csvColumns}
              fetchRows={() => fetchAllWorkers(accountId, query)}
            />
          </Group>
          <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
          {canAddToPool && pools.length > 0 && (
            <BulkActionBar count={selection.selectedIds.length} onClear={selection.clear}>
              <WorkersPoolAction
                accountId={accountId}
                pools={pools}
                selectedIds={selection.selectedIds}
                onDone={(result) => {
                  setOutcome(result);
                  if (result.failed.length === 0) {
                    selection.clear();
                  }
                }}
              />
            </BulkActionBar>
          )}
          {workers.data.items.length === 0 ? (
            <Text>{t('workers.list.empty')}</Text>
          ) : (
            <WorkersTable
              workers={workers.data.items}
              sort={query.sort ?? 'name-asc'}
              onSort={(sort) => update({ sort: sort === 'name-asc' ? null : sort })}
              selection={canAddToPool && pools.length > 0 ? selection : undefined}
            />
          )}
          {workers.data.total > perPage && (
            <Group justify="center" component="nav" aria-label={t('workers.list.pages')}>
              <Pagination
                total={Math.ceil(workers.data.total / perPage)}
                value={page}
                onChange={(next) => update({ page: next === 1 ? null : String(next) }, { replace: false })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t('workers.list.previousPage') : t('workers.list.nextPage'),
                })}
                getItemProps={(item) => ({
                  'aria-label': t('workers.list.page', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
