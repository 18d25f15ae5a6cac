import { Table, Text } from '@mantine/core';
import type { PayrollLine } from '@portal/domain/payroll';
import { formatTime } from '@portal/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { usePayrollFormat } from './use-payroll-format';

/**
 * A payroll's lines in order, each traceable: a shift's line names the shift's day, times, area and title;
 * an adjustment its reason. `actionCell` adds a column (the edit page's remove buttons).
 */
export function PayrollLinesTable({
  lines,
  title,
  actionCell,
}: {
  lines: readonly PayrollLine[];
  title?: string;
  actionCell?: (line: PayrollLine) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const heading = title ?? t('payroll.payroll.linesTitle');
  const describe = (line: PayrollLine) => {
    if (line.shift) {
      const times = `${formatTime(line.shift.startsAt)}–${formatTime(line.shift.endsAt)}`;
      return `${line.shift.title} ${times}${line.shift.areaName ? `, ${line.shift.areaName}` : ''}`;
    }
    return line.reason ?? '';
  };
  return (
    <PanelSection title={heading}>
      {lines.length === 0 ? (
        <Text>{t('payroll.payroll.noLines')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={860} scrollAreaProps={keyboardScrollable}>
          <Table aria-label={heading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payroll.payroll.day')}</Table.Th>
                <Table.Th scope="col">{t('payroll.lists.kind')}</Table.Th>
                <Table.Th scope="col">{t('payroll.payroll.description')}</Table.Th>
                <Table.Th scope="col">{t('payroll.payroll.incomeType')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.payroll.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.payroll.unit')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('payroll.payroll.amount')}
                </Table.Th>
                {actionCell && <Table.Td />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.day ? format.day(line.day) : ''}</Table.Td>
                  <Table.Td>{format.lineKind(line.kind)}</Table.Td>
                  <Table.Td>
                    {describe(line)}
                    {line.createdByName && (
                      <Text size="xs" c="dimmed">
                        {t('payroll.edit.addedBy', { name: line.createdByName })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{format.incomeType(line.incomeType)}</Table.Td>
                  <Table.Td ta="right">{format.quantity(line)}</Table.Td>
                  <Table.Td ta="right">
                    {line.unitCents === null ? '' : format.money(line.unitCents)}
                  </Table.Td>
                  <Table.Td ta="right">{format.money(line.grossCents)}</Table.Td>
                  {actionCell && <Table.Td>{actionCell(line)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelSection>
  );
}
