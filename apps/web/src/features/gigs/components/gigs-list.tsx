import { Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useGigs } from '../api/get-gigs';
import { GigsFilters } from './gigs-filters';
import { GigsTable } from './gigs-table';
import { useGigListParams } from './use-gig-list-params';

/** Filters, table and pages of the account's gigs; all of it is kept in the address. */
export function GigsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, setPage, clearFilters } = useGigListParams();
  const gigs = useGigs(accountId, query);
  const pageCount = gigs.data ? Math.max(1, Math.ceil(gigs.data.total / query.perPage)) : 1;
  const isFiltered = Boolean(
    query.label || query.areaId || query.from || query.to || query.roleType || query.text,
  );

  return (
    <Stack>
      <GigsFilters accountId={accountId} query={query} setFilters={setFilters} clearFilters={clearFilters} />
      {gigs.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('gigs.list.total', { count: gigs.data.total })}
        </Text>
      )}
      <QueryState query={gigs} errorTitle={t('gigs.list.loadError')} />
      {gigs.data &&
        (gigs.data.items.length === 0 ? (
          <Text>{isFiltered ? t('gigs.list.emptyFiltered') : t('gigs.list.empty')}</Text>
        ) : (
          <GigsTable gigs={gigs.data.items} label={t('gigs.list.title')} />
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
