import { Group, Pagination, Stack, Text } from '@mantine/core';
import { defaultPageSize } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useWorkerOptions } from '../api/get-worker-options';
import { useWorkers } from '../api/get-workers';
import { useWorkerListParams } from './use-worker-list-params';
import { WorkerFilters } from './worker-filters';
import { WorkersTable } from './workers-table';

/** The personnel list of one account: filters, count, one page of workers and the pages. */
export function WorkersList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, update, clear } = useWorkerListParams();
  const options = useWorkerOptions(accountId);
  const workers = useWorkers(accountId, query);
  const perPage = Number(query.perPage ?? defaultPageSize);
  const page = Number(query.page ?? 1);

  return (
    <Stack>
      <WorkerFilters query={query} options={options.data} onChange={update} onClear={clear} />
      {workers.isPending || workers.isError ? (
        <QueryState query={workers} errorTitle={t('workers.list.loadError')} />
      ) : (
        <>
          <Text role="status" fw={500}>
            {t('workers.list.total', { count: workers.data.total })}
          </Text>
          {workers.data.items.length === 0 ? (
            <Text>{t('workers.list.empty')}</Text>
          ) : (
            <WorkersTable workers={workers.data.items} />
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
