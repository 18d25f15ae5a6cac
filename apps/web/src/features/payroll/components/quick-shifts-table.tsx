import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { QuickShift } from '@portal/domain/payroll';
import { formatTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { payrollPath } from '../payroll.paths';
import { usePayrollFormat } from './use-payroll-format';

/** A quick-pay tab's shifts: day, shift, worker, boost; pending ones can be picked, sent ones link to pay. */
export function QuickShiftsTable({
  label,
  shifts,
  picked,
  onPick,
}: {
  label: string;
  shifts: readonly QuickShift[];
  picked?: ReadonlySet<string>;
  onPick?: (shiftId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  if (shifts.length === 0) {
    return <Text>{t('payroll.quick.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {onPick && <Table.Td />}
            <Table.Th scope="col">{t('payroll.quick.day')}</Table.Th>
            <Table.Th scope="col">{t('payroll.quick.shift')}</Table.Th>
            <Table.Th scope="col">{t('payroll.quick.worker')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payroll.quick.boost')}
            </Table.Th>
            {!onPick && <Table.Th scope="col">{t('payroll.quick.paymentDate')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => (
            <Table.Tr key={`${shift.id}:${shift.payrollId ?? ''}`}>
              {onPick && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('payroll.quick.pick', { title: shift.title, day: format.day(shift.day) })}
                    checked={picked?.has(shift.id) ?? false}
                    onChange={(event) => onPick(shift.id, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>{format.day(shift.day)}</Table.Td>
              <Table.Td>
                {`${shift.title} ${formatTime(shift.startsAt)}–${formatTime(shift.endsAt)}`}
                {shift.areaName ? `, ${shift.areaName}` : ''}
              </Table.Td>
              <Table.Td>
                {shift.payrollId ? (
                  <Anchor component={Link} to={payrollPath(shift.payrollId)}>
                    {shift.workerName ?? ''}
                  </Anchor>
                ) : (
                  (shift.workerName ?? '')
                )}
              </Table.Td>
              <Table.Td ta="right">{format.money(shift.boostCents)}</Table.Td>
              {!onPick && <Table.Td>{shift.paymentDate ? format.day(shift.paymentDate) : ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
