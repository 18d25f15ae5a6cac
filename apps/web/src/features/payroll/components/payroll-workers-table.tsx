import { Anchor, Table, Text } from '@mantine/core';
import type { PayrollWorkerRow } from '@portal/domain/payroll';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { payrollPath } from '../payroll.paths';
import { usePayrollFormat } from './use-payroll-format';

/** The list's workers: shifts, hours, gross pay, tax-exempt allowances and whether paid, with the sums. */
export function PayrollWorkersTable({ rows }: { rows: readonly PayrollWorkerRow[] }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const title = t('payroll.list.workersTitle');
  const sum = (pick: (row: PayrollWorkerRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return (
    <PanelSection title={title}>
      {rows.length === 0 ? (
        <Text>{t('payroll.list.noWorkers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScrollable}>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payroll.list.worker')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.list.shifts')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.lists.hours')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.lists.gross')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.list.taxExempt')}
                </Table.Th>
                <Table.Th scope="col">{t('payroll.list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.payrollId}>
                  <Table.Td>
                    <Anchor component={Link} to={payrollPath(row.payrollId)}>
                      {row.workerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{row.shifts}</Table.Td>
                  <Table.Td ta="right">{format.hours(row.paidMinutes)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.grossCents)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.taxExemptCents)}</Table.Td>
                  <Table.Td>
                    {row.status === 'paid' && row.paidOn
                      ? t('payroll.payroll.paidOn', { date: format.day(row.paidOn) })
                      : format.status(row.status)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('payroll.list.summary')}</Table.Th>
                <Table.Td ta="right">{sum((row) => row.shifts)}</Table.Td>
                <Table.Td ta="right">{format.hours(sum((row) => row.paidMinutes))}</Table.Td>
                <Table.Td ta="right">{format.money(sum((row) => row.grossCents))}</Table.Td>
                <Table.Td ta="right">{format.money(sum((row) => row.taxExemptCents))}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelSection>
  );
}
