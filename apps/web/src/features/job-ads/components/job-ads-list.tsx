import { Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { jobAdStatuses } from '@portal/domain/job-ads';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { ListFilters } from '@/components/list/list-filters';
import { QueryState } from '@/components/query-state';
import { fetchAllJobAds, useJobAds } from '../api/get-job-ads';
import { JobAdsTable, useJobAdCsvColumns } from './job-ads-table';
import { useJobAdListParams } from './use-job-ad-list-params';

/** Status filter, search, sortable table, CSV export and pages of the account's ads; all in the address. */
export function JobAdsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, setPage } = useJobAdListParams();
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const ads = useJobAds(accountId, query);
  const csvColumns = useJobAdCsvColumns();
  const pageCount = ads.data ? Math.max(1, Math.ceil(ads.data.total / query.perPage)) : 1;

  useEffect(() => {
    if (debouncedSearch.trim() !== (query.search ?? '')) {
      setFilters({ search: debouncedSearch });
    }
  }, [debouncedSearch, query.search, setFilters]);

  return (
    <Stack>
      <ListFilters
        activeCount={query.status ? 1 : 0}
        search={
          <TextInput
            label={t('job-ads.list.search')}
            placeholder={t('job-ads.list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maw={420}
          />
        }
      >
        <Select
          label={t('job-ads.list.status')}
          placeholder={t('job-ads.list.allStatuses')}
          clearable
          data={jobAdStatuses.map((value) => ({ value, label: t(`job-ads.statuses.${value}`) }))}
          value={query.status ?? null}
          onChange={(value) => setFilters({ status: value ?? undefined })}
          maw={260}
        />
      </ListFilters>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite" aria-busy={ads.isPlaceholderData}>
          {ads.data ? t('job-ads.list.total', { count: ads.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('job-ads.list.csvFile')}
          columns={csvColumns}
          fetchRows={() => fetchAllJobAds(accountId, query)}
        />
      </Group>
      <QueryState query={ads} errorTitle={t('job-ads.list.loadError')} />
      {ads.data &&
        (ads.data.items.length === 0 ? (
          <Text>
            {query.search || query.status ? t('job-ads.list.emptyFiltered') : t('job-ads.list.empty')}
          </Text>
        ) : (
          <JobAdsTable
            ads={ads.data.items}
            label={t('job-ads.list.title')}
            query={query}
            onSort={(sort) => setFilters(sort)}
          />
        ))}
      {ads.data && pageCount > 1 && (
        <nav aria-label={t('job-ads.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`job-ads.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('job-ads.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
