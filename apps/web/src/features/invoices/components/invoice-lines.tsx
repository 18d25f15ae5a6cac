import { Table, Text } from '@mantine/core';
import type { InvoiceLine } from '@portal/domain/billing';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useInvoiceFormat } from './use-invoice-format';

/** The lines by day (then in the invoice's order), one group per day of work. */
export function linesByDay(lines: readonly InvoiceLine[]): [string, InvoiceLine[]][] {
  const sorted = [...lines].sort(
    (a, b) => a.deliveryDay.localeCompare(b.deliveryDay) || a.position - b.position,
  );
  const days = new Map<string, InvoiceLine[]>();
  for (const line of sorted) {
    days.set(line.deliveryDay, [...(days.get(line.deliveryDay) ?? []), line]);
  }
  return [...days.entries()];
}

const columnCount = 8;

/**
 * The invoice's lines grouped by day, so the customer can check each against the work: worker, role, area,
 * kind of hour with its quantity (`7,75 h`, `12,5 km`), unit price, VAT rate and net amount.
 */
export function InvoiceLines({
  lines,
  disputeCell,
}: {
  lines: readonly InvoiceLine[];
  /** The dispute column (its status, the customer's "Riitauta"), when the invoice has one. */
  disputeCell?: ((line: InvoiceLine) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const roleLabel = useCareRoleLabel();
  const title = t('invoices.lines.title');

  return (
    <PanelSection title={title}>
      {lines.length === 0 ? (
        <Text>{t('invoices.lines.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={860} scrollAreaProps={keyboardScrollable}>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('invoices.lines.worker')}</Table.Th>
                <Table.Th scope="col">{t('invoices.lines.role')}</Table.Th>
                <Table.Th scope="col">{t('invoices.lines.area')}</Table.Th>
                <Table.Th scope="col">{t('invoices.lines.kind')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.lines.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.lines.unitPrice')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.lines.vatRate')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('invoices.lines.net')}
                </Table.Th>
                {disputeCell && <Table.Th scope="col">{t('invoices.disputes.column')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linesByDay(lines).map(([day, dayLines]) => (
                <Fragment key={day}>
                  <Table.Tr bg="var(--mantine-color-default-hover)">
                    <Table.Th scope="colgroup" colSpan={columnCount + (disputeCell ? 1 : 0)}>
                      {format.day(day)}
                    </Table.Th>
                  </Table.Tr>
                  {dayLines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.workerName ?? '–'}</Table.Td>
                      <Table.Td>{roleLabel(line.careRole)}</Table.Td>
                      <Table.Td>{line.areaName ?? '–'}</Table.Td>
                      <Table.Td>{format.kindLabel(line)}</Table.Td>
                      <Table.Td ta="right">{format.quantity(line)}</Table.Td>
                      <Table.Td ta="right">{format.money(line.unitCents)}</Table.Td>
                      <Table.Td ta="right">{format.vatRate(line.vatRateBasisPoints)}</Table.Td>
                      <Table.Td ta="right">{format.money(line.netCents)}</Table.Td>
                      {disputeCell && <Table.Td>{disputeCell(line)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelSection>
  );
}
