import { Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useConfirmationOptions } from '../api/get-confirmation-options';
import { useConfirmations } from '../api/get-confirmations';
import { ConfirmationsFilters } from './confirmations-filters';
import { ConfirmationsTable } from './confirmations-table';
import { confirmationFilterNames, useConfirmationsParams } from './use-confirmations-params';

/** Filters, table and pages of the account's confirmations; everything is kept in the address. */
export function ConfirmationsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, clearFilters, setPage } = useConfirmationsParams();
  const confirmations = useConfirmations(accountId, query);
  const options = useConfirmationOptions(accountId);
  const isFiltered = confirmationFilterNames.some((name) => name !== 'sort' && query[name] !== undefined);
  const pageCount = confirmations.data ? Math.max(1, Math.ceil(confirmations.data.total / query.perPage)) : 1;

  return (
    <Stack>
      <ConfirmationsFilters
        query={query}
        options={options.data}
        onChange={setFilters}
        onClear={clearFilters}
      />
      {confirmations.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('confirmations.list.total', { count: confirmations.data.total })}
        </Text>
      )}
      <QueryState query={confirmations} errorTitle={t('confirmations.list.loadError')} />
      {confirmations.data &&
        (confirmations.data.items.length === 0 ? (
          <Text>{isFiltered ? t('confirmations.list.emptyFiltered') : t('confirmations.list.empty')}</Text>
        ) : (
          <ConfirmationsTable items={confirmations.data.items} label={t('confirmations.list.title')} />
        ))}
      {confirmations.data && pageCount > 1 && (
        <nav aria-label={t('confirmations.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`confirmations.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('confirmations.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
