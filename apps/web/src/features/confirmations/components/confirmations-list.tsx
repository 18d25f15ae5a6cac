import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { Confirmation } from '@portal/domain/confirmations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar, type BulkOutcome, BulkOutcomeAlert } from '@/components/list/bulk-actions';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { useRowSelection } from '@/hooks/use-row-selection';
import { fetchAllConfirmations } from '../api/export-confirmations';
import { useConfirmationOptions } from '../api/get-confirmation-options';
import { useConfirmations } from '../api/get-confirmations';
import { ConfirmationsFilters } from './confirmations-filters';
import { ConfirmationsTable, useConfirmationCsvColumns } from './confirmations-table';
import { confirmationFilterNames, useConfirmationsParams } from './use-confirmations-params';
import { VerifySelectedButton } from './verify-selected-button';

const noRows: Confirmation[] = [];
const idOf = (item: Confirmation) => item.id;
const canVerify = (item: Confirmation) => item.canVerify;

/** Filters, table and pages of the account's confirmations; everything is kept in the address. */
export function ConfirmationsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, clearFilters, setPage } = useConfirmationsParams();
  const confirmations = useConfirmations(accountId, query);
  const options = useConfirmationOptions(accountId);
  const csvColumns = useConfirmationCsvColumns();
  const rows = confirmations.data?.items ?? noRows;
  const selection = useRowSelection(rows, idOf, canVerify);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const anyVerifiable = rows.some(canVerify);
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
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {confirmations.data ? t('confirmations.list.total', { count: confirmations.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('confirmations.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllConfirmations(accountId, query)}
        />
      </Group>
      <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      <BulkActionBar count={selection.selectedIds.length} onClear={selection.clear}>
        <VerifySelectedButton
          accountId={accountId}
          shifts={rows.filter((row) => selection.isSelected(row.id))}
          onDone={(result) => {
            setOutcome(result);
            selection.clear();
          }}
        />
      </BulkActionBar>
      <QueryState query={confirmations} errorTitle={t('confirmations.list.loadError')} />
      {confirmations.data &&
        (confirmations.data.items.length === 0 ? (
          <Text>{isFiltered ? t('confirmations.list.emptyFiltered') : t('confirmations.list.empty')}</Text>
        ) : (
          <ConfirmationsTable
            items={confirmations.data.items}
            label={t('confirmations.list.title')}
            sort={query.sort}
            onSort={(sort) => setFilters({ sort: sort === 'start_desc' ? null : sort })}
            selection={anyVerifiable ? selection : undefined}
          />
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
