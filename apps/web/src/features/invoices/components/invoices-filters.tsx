import { Box, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import type { ListInvoicesQuery } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useContractOptions } from '../api/get-contract-options';
import { useInvoiceFormat } from './use-invoice-format';
import type { InvoiceFilterChanges } from './use-invoice-list-params';

/** The statuses the list filters by (overdue: sent and past the due date; disputed: a dispute not answered). */
const filterStatuses = ['draft', 'sent', 'overdue', 'paid', 'credited', 'disputed'] as const;
const invoiceFilterNames = ['status', 'contractId', 'from', 'to'] as const;

/** Status, contract and period filters of the invoices list; on a phone they wait in a drawer. */
export function InvoicesFilters({
  accountId,
  query,
  setFilters,
  clearFilters,
}: {
  accountId: string;
  query: ListInvoicesQuery;
  setFilters: (changes: InvoiceFilterChanges) => void;
  clearFilters: () => void;
}) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const contracts = useContractOptions(accountId);

  const fields = (
    <>
      <Select
        label={t('invoices.list.filters.status')}
        placeholder={t('invoices.list.filters.all')}
        clearable
        data={filterStatuses.map((status) => ({
          value: status,
          label: status === 'disputed' ? t('invoices.disputes.statuses.open') : format.status(status),
        }))}
        value={query.status ?? null}
        onChange={(value) => setFilters({ status: value ?? undefined })}
      />
      <Select
        label={t('invoices.list.filters.contract')}
        placeholder={t('invoices.list.filters.all')}
        clearable
        searchable
        data={contracts.data ?? []}
        value={query.contractId ?? null}
        onChange={(value) => setFilters({ contractId: value ?? undefined })}
      />
      <DateFilterField
        label={t('invoices.list.filters.from')}
        day={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilterField
        label={t('invoices.list.filters.to')}
        day={query.to}
        onChange={(to) => setFilters({ to })}
      />
      {/* A cell of its own: beside the last date field it squeezed that field's label and input. */}
      <Group align="flex-end" h="100%">
        <Button variant="subtle" onClick={clearFilters}>
          {t('invoices.list.filters.clear')}
        </Button>
      </Group>
    </>
  );

  return (
    <Box role="search" aria-label={t('invoices.list.filters.label')}>
      <ListFilters
        activeCount={countActiveFilters(query, invoiceFilterNames)}
        wideLayout={<SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>{fields}</SimpleGrid>}
      >
        <Stack>{fields}</Stack>
      </ListFilters>
    </Box>
  );
}
