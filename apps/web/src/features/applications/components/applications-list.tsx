import { Group, Pagination, Stack, Text } from '@mantine/core';
import { defaultPageSize } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { countActiveFilters } from '@/components/list/list-filters';
import { QueryState } from '@/components/query-state';
import { useApplicationOptions } from '../api/get-application-options';
import { fetchAllApplications, useApplications } from '../api/get-applications';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable, useApplicationCsvColumns } from './applications-table';
import { applicationFilterNames, useApplicationListParams } from './use-application-list-params';

/** Filters, count, CSV export, one page of the account's applications and the pages; all in the address. */
export function ApplicationsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, update, clear } = useApplicationListParams();
  const applications = useApplications(accountId, query);
  const options = useApplicationOptions(accountId);
  const csvColumns = useApplicationCsvColumns();
  const perPage = Number(query.perPage ?? defaultPageSize);
  const page = Number(query.page ?? 1);
  const filtered = Boolean(query.search) || countActiveFilters(query, applicationFilterNames) > 0;

  return (
    <Stack>
      <ApplicationFilters
        query={query}
        recruiters={options.data?.recruiters ?? []}
        onChange={update}
        onClear={clear}
      />
      {applications.isPending || applications.isError ? (
        <QueryState query={applications} errorTitle={t('applications.list.loadError')} />
      ) : (
        <>
          <Group justify="space-between">
            <Text role="status" fw={500} aria-busy={applications.isPlaceholderData}>
              {t('applications.list.total', { count: applications.data.total })}
            </Text>
            <CsvExportButton
              fileBase={t('applications.list.csvFile')}
              columns={csvColumns}
              fetchRows={() => fetchAllApplications(accountId, query)}
            />
          </Group>
          {applications.data.items.length === 0 ? (
            <Text>{filtered ? t('applications.list.emptyFiltered') : t('applications.list.empty')}</Text>
          ) : (
            <ApplicationsTable
              rows={applications.data.items}
              label={t('applications.list.title')}
              query={query}
              onSort={update}
            />
          )}
          {applications.data.total > perPage && (
            <nav aria-label={t('applications.list.pagination.label')}>
              <Pagination
                total={Math.ceil(applications.data.total / perPage)}
                value={page}
                onChange={(next) => update({ page: next === 1 ? null : String(next) }, { replace: false })}
                getControlProps={(control) => ({
                  'aria-label': t(`applications.list.pagination.${control}`),
                })}
                getItemProps={(item) => ({
                  'aria-label': t('applications.list.pagination.page', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
