import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { PayrollDetail } from '@portal/domain/payroll';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { usePayrollFormat } from './use-payroll-format';

/** The payroll's state and totals, and its amounts by income type as the Incomes Register reads them. */
export function PayrollTotals({ payroll }: { payroll: PayrollDetail }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const byType = t('payroll.payroll.byIncomeType');
  return (
    <PanelSection title={t('payroll.list.summary')}>
      <Stack>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }}>
          <DefinitionItem label={t('payroll.lists.period')}>
            {format.period(payroll.periodFrom, payroll.periodTo)}
          </DefinitionItem>
          <DefinitionItem label={t('payroll.lists.paymentDate')}>
            {format.day(payroll.paymentDate)}
          </DefinitionItem>
          <DefinitionItem label={t('payroll.list.status')}>
            {payroll.status === 'paid' && payroll.paidOn
              ? t('payroll.payroll.paidOn', { date: format.day(payroll.paidOn) })
              : format.status(payroll.status)}
          </DefinitionItem>
          <DefinitionItem label={t('payroll.lists.hours')}>
            {format.hours(payroll.paidMinutes)}
          </DefinitionItem>
          <DefinitionItem label={t('payroll.payroll.gross')}>
            {format.money(payroll.grossCents)}
          </DefinitionItem>
          <DefinitionItem label={t('payroll.list.taxExempt')}>
            {format.money(payroll.taxExemptCents)}
          </DefinitionItem>
        </SimpleGrid>
        <Title order={3} size="h4">
          {byType}
        </Title>
        <Table aria-label={byType} maw={480}>
          <Table.Tbody>
            {payroll.incomeTypeTotals.map((total) => (
              <Table.Tr key={total.incomeType}>
                <Table.Th scope="row">{format.incomeType(total.incomeType)}</Table.Th>
                <Table.Td ta="right">{format.money(total.cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </PanelSection>
  );
}
