import { Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InvoicePage } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { fetchAllInvoices, useInvoices } from '../api/get-invoices';
import { InvoicesFilters } from './invoices-filters';
import { InvoicesTable, useInvoiceCsvColumns } from './invoices-table';
import { useInvoiceFormat } from './use-invoice-format';
import { useInvoiceListParams } from './use-invoice-list-params';

/** The sums of the rows on screen: net, VAT and gross. */
function PageTotals({ totals }: { totals: InvoicePage['pageTotals'] }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  return (
    <section aria-label={t('invoices.list.pageTotals')}>
      <Text fw={600} size="sm">
        {t('invoices.list.pageTotals')}
      </Text>
      <SimpleGrid cols={{ base: 3 }} component="dl" m={0} maw={520}>
        <DefinitionItem label={t('invoices.totals.net')}>{format.money(totals.netCents)}</DefinitionItem>
        <DefinitionItem label={t('invoices.totals.vat')}>{format.money(totals.vatCents)}</DefinitionItem>
        <DefinitionItem label={t('invoices.totals.gross')}>{format.money(totals.grossCents)}</DefinitionItem>
      </SimpleGrid>
    </section>
  );
}

/** Filters, rows, the page's totals and pages of the account's invoices; all of it kept in the address. */
export function InvoicesList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setFilters, setPage, clearFilters } = useInvoiceListParams();
  const invoices = useInvoices(accountId, query);
  const csvColumns = useInvoiceCsvColumns();
  const pageCount = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / query.perPage)) : 1;
  const isFiltered = Boolean(query.status || query.contractId || query.from || query.to);

  return (
    <Stack>
      <InvoicesFilters
        accountId={accountId}
        query={query}
        setFilters={setFilters}
        clearFilters={clearFilters}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {invoices.data ? t('invoices.list.total', { count: invoices.data.total }) : ''}
        </Text>
        <CsvExportButton
          fileBase={t('invoices.list.csv.file')}
          columns={csvColumns}
          fetchRows={() => fetchAllInvoices(accountId, query)}
        />
      </Group>
      <QueryState query={invoices} errorTitle={t('invoices.list.loadError')} />
      {invoices.data &&
        (invoices.data.items.length === 0 ? (
          <Text>{isFiltered ? t('invoices.list.emptyFiltered') : t('invoices.list.empty')}</Text>
        ) : (
          <>
            <InvoicesTable invoices={invoices.data.items} label={t('invoices.list.title')} />
            <PageTotals totals={invoices.data.pageTotals} />
          </>
        ))}
      {invoices.data && pageCount > 1 && (
        <nav aria-label={t('invoices.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`invoices.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('invoices.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
