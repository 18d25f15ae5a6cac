import { SimpleGrid, Table } from '@mantine/core';
import type { InvoiceDetail } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { useInvoiceFormat } from './use-invoice-format';

/** The VAT specification (one row per category and rate) and the invoice's totals. */
export function InvoiceVat({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const title = t('invoices.vat.title');
  return (
    <PanelSection title={title}>
      <Table.ScrollContainer minWidth={520} scrollAreaProps={keyboardScrollable}>
        <Table aria-label={title} maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invoices.vat.category')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoices.vat.rate')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoices.totals.net')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoices.totals.vat')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoices.totals.gross')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.vatRows.map((row) => (
              <Table.Tr key={`${row.category}:${row.rateBasisPoints}`}>
                <Table.Td>{t(`invoices.vatCategories.${row.category}`)}</Table.Td>
                <Table.Td ta="right">{format.vatRate(row.rateBasisPoints)}</Table.Td>
                <Table.Td ta="right">{format.money(row.netCents)}</Table.Td>
                <Table.Td ta="right">{format.money(row.vatCents)}</Table.Td>
                <Table.Td ta="right">{format.money(row.grossCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={3} component="dl" mt="md" m={0} maw={520}>
        <DefinitionItem label={t('invoices.totals.net')}>{format.money(invoice.netCents)}</DefinitionItem>
        <DefinitionItem label={t('invoices.totals.vat')}>{format.money(invoice.vatCents)}</DefinitionItem>
        <DefinitionItem label={t('invoices.totals.grossDue')}>
          {format.money(invoice.grossCents)}
        </DefinitionItem>
      </SimpleGrid>
    </PanelSection>
  );
}
