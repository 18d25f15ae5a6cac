import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { fetchAllGigs } from '../api/export-gigs';
import { useGigs } from '../api/get-gigs';
import { GigsFilters } from './gigs-filters';
import { GigsTable, useGigCsvColumns } from './gigs-table';
import { useGigListParams } from './use-gig-list-params';

/** Filters, table and pages of the account's gigs; all of it is kept in the address. */
export function GigsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, setPage, clearFilters } = useGigListParams();
  const gigs = useGigs(accountId, query);
  const csvColumns = useGigCsvColumns();
  const pageCount = gigs.data ? Math.max(1, Math.ceil(gigs.data.total / query.perPage)) : 1;
  const isFiltered = Boolean(
    query.label || query.areaId || query.from || query.to || query.roleType || query.text,
  );

  return (
    <Stack>
      <GigsFilters accountId={accountId} query={query} setFilters={setFilters} clearFilters={clearFilters} />
      <Group justify="space-between">
        {/* Busy while the previous filter's results stay on screen: the count is announced once it is new. */}
        <Text size="sm" c="dimmed" aria-live="polite" aria-busy={gigs.isPlaceholderData}>
          {gigs.data ? t('gigs.list.total', { count: gigs.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('gigs.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllGigs(accountId, query)}
        />
      </Group>
      <QueryState query={gigs} errorTitle={t('gigs.list.loadError')} />
      {gigs.data &&
        (gigs.data.items.length === 0 ? (
          <Text>{isFiltered ? t('gigs.list.emptyFiltered') : t('gigs.list.empty')}</Text>
        ) : (
          <GigsTable
            gigs={gigs.data.items}
            label={t('gigs.list.title')}
            query={query}
            onSort={(sort) => setFilters(sort)}
          />
        ))}
      {gigs.data && pageCount > 1 && (
        <nav aria-label={t('gigs.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`gigs.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('gigs.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
