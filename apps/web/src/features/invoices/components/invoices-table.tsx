import { Anchor, Badge, Group } from '@mantine/core';
import type { InvoiceSummary } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { invoicePath } from '../invoices.paths';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useInvoiceFormat } from './use-invoice-format';

/** The columns of the invoices list and of its CSV export, in the UI language. */
function useInvoiceColumns() {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const kindOf = (invoice: InvoiceSummary) =>
    invoice.kind === 'credit-note'
      ? invoice.creditsInvoiceNumber === null
        ? t('invoices.kindNames.credit-note')
        : t('invoices.list.creditNoteOf', { number: invoice.creditsInvoiceNumber })
      : t('invoices.kindNames.invoice');

  const columns: ListColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('invoices.list.columns.number'),
      card: 'title',
      rowHeader: true,
      cell: (invoice) => (
        <Anchor component={Link} to={invoicePath(invoice.id)}>
          {format.numberOf(invoice)}
        </Anchor>
      ),
    },
    { key: 'kind', header: t('invoices.list.columns.kind'), cell: kindOf },
    { key: 'contract', header: t('invoices.list.columns.contract'), cell: (invoice) => invoice.contractName },
    { key: 'period', header: t('invoices.list.columns.period'), cell: format.period },
    {
      key: 'invoiceDate',
      header: t('invoices.list.columns.invoiceDate'),
      cell: (invoice) => format.day(invoice.invoiceDate),
    },
    {
      key: 'dueDate',
      header: t('invoices.list.columns.dueDate'),
      cell: (invoice) => format.day(invoice.dueDate),
    },
    {
      key: 'status',
      header: t('invoices.list.columns.status'),
      card: 'status',
      cell: (invoice) => (
        <Group gap={4} wrap="nowrap">
          <InvoiceStatusBadge status={invoice.displayStatus} />
          {invoice.openDisputeCount > 0 && (
            <Badge color="orange" variant="light" style={{ minWidth: 'max-content' }}>
              {t('invoices.disputes.openCount', { count: invoice.openDisputeCount })}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'gross',
      header: t('invoices.list.columns.gross'),
      align: 'right',
      cell: (invoice) => format.money(invoice.grossCents),
    },
  ];

  const euros = (cents: number) => cents / 100;
  // A day not given yet (a draft's dates, an unpaid invoice's payment) is an empty cell in the file.
  const csvDay = (dayKey: string | null) => (dayKey ? format.day(dayKey) : '');
  const csvColumns: CsvColumn<InvoiceSummary>[] = [
    { header: t('invoices.list.columns.number'), value: format.numberOf },
    { header: t('invoices.list.columns.kind'), value: kindOf },
    { header: t('invoices.list.columns.contract'), value: (invoice) => invoice.contractName },
    { header: t('invoices.list.columns.period'), value: format.period },
    { header: t('invoices.list.columns.invoiceDate'), value: (invoice) => csvDay(invoice.invoiceDate) },
    { header: t('invoices.list.columns.dueDate'), value: (invoice) => csvDay(invoice.dueDate) },
    { header: t('invoices.list.columns.status'), value: (invoice) => format.status(invoice.displayStatus) },
    { header: t('invoices.list.csv.paidOn'), value: (invoice) => csvDay(invoice.paidOn) },
    { header: t('invoices.list.csv.net'), value: (invoice) => euros(invoice.netCents) },
    { header: t('invoices.list.csv.vat'), value: (invoice) => euros(invoice.vatCents) },
    { header: t('invoices.list.csv.gross'), value: (invoice) => euros(invoice.grossCents) },
  ];
  return { columns, csvColumns };
}

/** One page of invoices; a row (or its number, for keyboards) opens the invoice. */
export function InvoicesTable({ invoices, label }: { invoices: readonly InvoiceSummary[]; label: string }) {
  const navigate = useNavigate();
  const { columns } = useInvoiceColumns();
  return (
    <DataTable
      rows={invoices}
      columns={columns}
      rowId={(invoice) => invoice.id}
      label={label}
      minWidth={900}
      onRowClick={(invoice) => void navigate(invoicePath(invoice.id))}
    />
  );
}

/** The CSV columns of the invoices list (amounts as numbers a spreadsheet adds up). */
export function useInvoiceCsvColumns() {
  return useInvoiceColumns().csvColumns;
}
