import { Alert, Button, Checkbox, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useInspectionShifts } from '../api/get-inspection';
import { useSendForInspection } from '../api/send-for-inspection';
import { confirmedHoursOf } from './confirmed-hours';
import { type ActionCenterTabProps, ListFrame } from './list-frame';
import { ShiftHeading, shiftName } from './shift-heading';

/**
 * Confirmed shifts not yet sent to the customer: pick some (or the whole page) and send them; each area's
 * confirmation addresses get one summary of its shifts.
 */
export function InspectionTab({ accountId, query, onPageChange }: ActionCenterTabProps) {
  const { t } = useTranslation();
  const list = useInspectionShifts(accountId, query);
  const send = useSendForInspection(accountId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [withoutEmail, setWithoutEmail] = useState<string[]>([]);

  const items = list.data?.items ?? [];
  // Only shifts still on the list count: one sent meanwhile (by someone else) drops out of the selection.
  const selectedIds = items.filter((shift) => selected.has(shift.id)).map((shift) => shift.id);
  const allSelected = items.length > 0 && selectedIds.length === items.length;

  const toggle = (shiftId: string, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) {
        next.add(shiftId);
      } else {
        next.delete(shiftId);
      }
      return next;
    });

  const submit = () =>
    send.mutate(selectedIds, {
      onSuccess: (result) => {
        setSelected(new Set());
        setWithoutEmail(result.areasWithoutEmail.map((area) => area.name));
        notify.success({
          message: t('action-center.inspection.done', { count: result.sent, mails: result.mails }),
        });
      },
    });

  return (
    <ListFrame
      list={list}
      emptyText={t('action-center.inspection.empty')}
      query={query}
      onPageChange={onPageChange}
    >
      {withoutEmail.length > 0 && (
        <Alert color="yellow" variant="light" title={t('action-center.inspection.noEmailTitle')}>
          {t('action-center.inspection.noEmail', { areas: withoutEmail.join(', ') })}
        </Alert>
      )}
      <Group justify="space-between">
        <Checkbox
          label={t('action-center.inspection.selectAll')}
          checked={allSelected}
          indeterminate={selectedIds.length > 0 && !allSelected}
          onChange={(event) =>
            setSelected(event.currentTarget.checked ? new Set(items.map((shift) => shift.id)) : new Set())
          }
        />
        <Button onClick={submit} disabled={selectedIds.length === 0} loading={send.isPending}>
          {t('action-center.inspection.send', { count: selectedIds.length })}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t('action-center.tabs.inspection')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('action-center.columns.select')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.shift')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.worker')}</Table.Th>
              <Table.Th scope="col">{t('action-center.columns.confirmedHours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((shift) => {
              const hours = confirmedHoursOf(shift);
              return (
                <Table.Tr key={shift.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('action-center.inspection.select', { shift: shiftName(shift) })}
                      checked={selected.has(shift.id)}
                      onChange={(event) => toggle(shift.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ShiftHeading shift={shift} />
                  </Table.Td>
                  <Table.Td>{shift.worker?.fullName ?? '–'}</Table.Td>
                  <Table.Td>
                    {hours.range}
                    <br />
                    {t('action-center.hours', { hours: hours.paidHours, break: shift.breakMinutes ?? 0 })}
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
