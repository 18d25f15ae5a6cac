import { Table, Text } from '@mantine/core';
import type { ExcludedShift } from '@portal/domain/payroll';
import { formatTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { usePayrollFormat } from './use-payroll-format';

/** The period's shifts on no payroll, each with why: what to fix before the list is refreshed. */
export function ExcludedShiftsTable({ shifts }: { shifts: readonly ExcludedShift[] }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const title = t('payroll.excluded.title');
  return (
    <PanelSection title={title}>
      {shifts.length === 0 ? (
        <Text>{t('payroll.excluded.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScrollable}>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payroll.excluded.day')}</Table.Th>
                <Table.Th scope="col">{t('payroll.excluded.shift')}</Table.Th>
                <Table.Th scope="col">{t('payroll.excluded.worker')}</Table.Th>
                <Table.Th scope="col">{t('payroll.excluded.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shifts.map((shift) => (
                <Table.Tr key={shift.id}>
                  <Table.Td>{format.day(shift.day)}</Table.Td>
                  <Table.Td>
                    {`${shift.title} ${formatTime(shift.startsAt)}–${formatTime(shift.endsAt)}`}
                    {shift.areaName ? `, ${shift.areaName}` : ''}
                  </Table.Td>
                  <Table.Td>{shift.workerName ?? ''}</Table.Td>
                  <Table.Td>{format.reason(shift.reason)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelSection>
  );
}
