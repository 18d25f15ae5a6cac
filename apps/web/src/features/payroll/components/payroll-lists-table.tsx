import { Anchor, Table, Text } from '@mantine/core';
import type { PayrollListSummary } from '@portal/domain/payroll';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { payrollListPath } from '../payroll.paths';
import { usePayrollFormat } from './use-payroll-format';

/** The account's payroll lists: payment date, period, kind, stage, workers, hours and gross pay. */
export function PayrollListsTable({ items }: { items: readonly PayrollListSummary[] }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  if (items.length === 0) {
    return <Text>{t('payroll.lists.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('payroll.lists.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('payroll.lists.paymentDate')}</Table.Th>
            <Table.Th scope="col">{t('payroll.lists.period')}</Table.Th>
            <Table.Th scope="col">{t('payroll.lists.kind')}</Table.Th>
            <Table.Th scope="col">{t('payroll.lists.stage')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.lists.workers')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.lists.hours')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.lists.gross')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const period = format.period(item.periodFrom, item.periodTo);
            const date = format.day(item.paymentDate);
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={payrollListPath(item.id)}
                    // The name starts with the date the link shows, so speech input finds it by what it reads.
                    aria-label={t('payroll.lists.open', { date, period })}
                  >
                    {date}
                  </Anchor>
                </Table.Td>
                <Table.Td>{period}</Table.Td>
                <Table.Td>{t(`payroll.kinds.${item.kind}`)}</Table.Td>
                <Table.Td>{format.stage(item.stage)}</Table.Td>
                <Table.Td ta="right">{item.workers}</Table.Td>
                <Table.Td ta="right">{format.hours(item.paidMinutes)}</Table.Td>
                <Table.Td ta="right">{format.money(item.grossCents)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
