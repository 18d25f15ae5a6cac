import { Alert, Button, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { errorMessageKey } from '@/lib/api-error';
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
      {gigs.isPending && <PageLoader />}
      {gigs.isError && (
        <Alert color="red" variant="light" title={t('gigs.list.loadError')}>
          <Stack align="flex-start" gap="xs">
            {t(errorMessageKey(gigs.error))}
            <Button variant="light" color="red" size="xs" onClick={() => void gigs.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
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
