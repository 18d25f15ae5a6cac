import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useQuickPayShifts } from '../api/get-quick-pay';
import { useVerifyQuickPay } from '../api/verify-quick-pay';
import { confirmedHoursOf } from './confirmed-hours';
import { type ActionCenterTabProps, ListFrame } from './list-frame';
import { ShiftHeading, shiftName } from './shift-heading';

/** Confirmed quick-boost shifts: staff check the hours and verify them for quick pay. */
export function QuickPayTab({ accountId, query, onPageChange }: ActionCenterTabProps) {
  const { t } = useTranslation();
  const list = useQuickPayShifts(accountId, query);
  const verify = useVerifyQuickPay(accountId);

  return (
    <ListFrame
      list={list}
      emptyText={t('action-center.quickPay.empty')}
      query={query}
      onPageChange={onPageChange}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t('action-center.tabs.quick-pay')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('action-center.columns.shift')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.worker')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.confirmedHours')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.boost')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.items.map((shift) => {
              const hours = confirmedHoursOf(shift);
              return (
                <Table.Tr key={shift.id}>
                  <Table.Td>
                    <ShiftHeading shift={shift} />
                  </Table.Td>
                  <Table.Td>{shift.worker?.fullName ?? '–'}</Table.Td>
                  <Table.Td>
                    {hours.range}
                    <br />
                    {t('action-center.hours', { hours: hours.paidHours, break: shift.breakMinutes ?? 0 })}
                  </Table.Td>
                  <Table.Td>
                    {shift.boostValue === null
                      ? '–'
                      : t('action-center.quickPay.boost', { value: shift.boostValue })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      loading={verify.isPending && verify.variables === shift.id}
                      disabled={verify.isPending}
                      aria-label={t('action-center.quickPay.verifyLabel', { shift: shiftName(shift) })}
                      onClick={() =>
                        verify.mutate(shift.id, {
                          onSuccess: () =>
                            notify.success({
                              message: t('action-center.quickPay.done', { shift: shiftName(shift) }),
                            }),
                        })
                      }
                    >
                      {t('action-center.quickPay.verify')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListFrame>
  );
}
