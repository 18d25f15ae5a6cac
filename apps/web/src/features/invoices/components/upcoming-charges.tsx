import { Table, Text } from '@mantine/core';
import type { UpcomingCharges } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useUpcomingCharges } from '../api/get-invoice-clients';
import { useInvoiceFormat } from './use-invoice-format';

type ContractCharges = UpcomingCharges['contracts'][number];

/**
 * Upcoming charges: per contract the verified work not yet invoiced, its shifts, days and expected price;
 * shifts without a price in the contract are counted apart (they are not in the sums).
 */
export function UpcomingChargesPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const upcoming = useUpcomingCharges(accountId);
  const daysOf = (row: ContractCharges) =>
    row.firstDay && row.lastDay
      ? row.firstDay === row.lastDay
        ? format.day(row.firstDay)
        : `${format.day(row.firstDay)}–${format.day(row.lastDay)}`
      : '–';

  return (
    <PanelSection title={t('invoices.upcoming.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('invoices.upcoming.intro')}
      </Text>
      <QueryState
        query={upcoming}
        errorTitle={t('invoices.upcoming.loadError')}
        empty={{ when: (data) => data.contracts.length === 0, text: t('invoices.upcoming.empty') }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScrollable}>
            <Table aria-label={t('invoices.upcoming.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('invoices.upcoming.contract')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('invoices.upcoming.shifts')}
                  </Table.Th>
                  <Table.Th scope="col">{t('invoices.upcoming.days')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('invoices.upcoming.net')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('invoices.upcoming.gross')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.contracts.map((row) => (
                  <Table.Tr key={row.contractId}>
                    <Table.Th scope="row" fw="normal">
                      {row.contractName}
                      {row.unpricedShiftCount > 0 && (
                        <Text size="sm" c="red.8">
                          {t('invoices.upcoming.unpriced', { count: row.unpricedShiftCount })}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td ta="right">{row.shiftCount}</Table.Td>
                    <Table.Td>{daysOf(row)}</Table.Td>
                    <Table.Td ta="right">{format.money(row.netCents)}</Table.Td>
                    <Table.Td ta="right">{format.money(row.grossCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </PanelSection>
  );
}
