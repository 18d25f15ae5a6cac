import { ActionIcon, Badge, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { GigShiftView } from '@portal/domain/gigs';
import { formatDayKey } from '@portal/domain/shared';
import { IconArrowsSplit, IconHistory, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { ShiftStateBadge } from '@/components/shift-state-badge';
import { TimeField } from '@/components/time-field';
import { useCareRoleOptions } from '@/hooks/use-care-role-label';
import { endsNextDay, type ShiftRow } from './gig-form-values';
import { ShiftHistory } from './shift-history';

export type GigShiftsTableProps = {
  rows: ShiftRow[];
  /** The saved shifts, for status, assignee and history. */
  saved: ReadonlyMap<string, GigShiftView>;
  invalidIndex?: number;
  disabled: boolean;
  /** Staff may split a saved shift out or delete it at once. */
  canManage: boolean;
  isActing: boolean;
  onChangeRow: (key: string, changes: Partial<ShiftRow>) => void;
  onRemoveRow: (key: string) => void;
  onSplit: (shiftId: string) => Promise<void>;
  onDelete: (shiftId: string) => Promise<void>;
};

type PendingAction = { kind: 'split' | 'delete'; row: ShiftRow } | null;

/**
 * The gig's shifts: date, times (a shift ending the next day is marked), role and requirements, editable
 * until a worker holds the shift; status, assignee and an expandable history for saved ones.
 */
export function GigShiftsTable({
  rows,
  saved,
  invalidIndex,
  disabled,
  canManage,
  isActing,
  onChangeRow,
  onRemoveRow,
  onSplit,
  onDelete,
}: GigShiftsTableProps) {
  const { t } = useTranslation();
  const roleOptions = useCareRoleOptions();
  const [openHistory, setOpenHistory] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction>(null);
  const liveCount = rows.filter((row) => row.id).length;

  if (rows.length === 0) {
    return <Text c="dimmed">{t('gigs.shifts.none')}</Text>;
  }

  const confirm = async () => {
    if (!pending?.row.id) {
      return;
    }
    try {
      await (pending.kind === 'split' ? onSplit(pending.row.id) : onDelete(pending.row.id));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={960} scrollAreaProps={keyboardScrollable}>
        <Table aria-label={t('gigs.shifts.title')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('gigs.shifts.date')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.start')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.end')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.role')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.requirements')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.status')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.assignee')}</Table.Th>
              <Table.Th scope="col">{t('gigs.shifts.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const view = row.id ? saved.get(row.id) : undefined;
              const locked = disabled || row.locked;
              const name = t('gigs.shifts.rowName', { date: formatDayKey(row.date), start: row.startTime });
              const historyId = `history-${row.key}`;
              return (
                <Fragment key={row.key}>
                  <Table.Tr aria-invalid={invalidIndex === index || undefined}>
                    <Table.Td>
                      <DateField
                        aria-label={t('gigs.shifts.dateOf', { name })}
                        value={row.date}
                        disabled={locked}
                        error={invalidIndex === index}
                        onChange={(date) => onChangeRow(row.key, { date })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeField
                        aria-label={t('gigs.shifts.startOf', { name })}
                        value={row.startTime}
                        disabled={locked}
                        error={invalidIndex === index}
                        onChange={(startTime) => onChangeRow(row.key, { startTime })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <TimeField
                          aria-label={t('gigs.shifts.endOf', { name })}
                          value={row.endTime}
                          disabled={locked}
                          error={invalidIndex === index}
                          onChange={(endTime) => onChangeRow(row.key, { endTime })}
                        />
                        {endsNextDay(row) && (
                          <Badge color="orange" variant="light">
                            {t('gigs.shifts.endsNextDay')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('gigs.shifts.roleOf', { name })}
                        placeholder={t('gigs.form.gigRole')}
                        clearable
                        data={roleOptions}
                        value={row.roleType}
                        disabled={locked}
                        onChange={(value) => onChangeRow(row.key, { roleType: value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('gigs.shifts.requirementsOf', { name })}
                        value={row.requirements}
                        disabled={locked}
                        onChange={(event) =>
                          onChangeRow(row.key, { requirements: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {view ? (
                        <ShiftStateBadge state={view.displayState} />
                      ) : (
                        <Badge color="gray" variant="outline">
                          {t('gigs.shifts.unsaved')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{view?.assigneeName ?? '–'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {view && (
                          <Tooltip label={t('gigs.shifts.history')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('gigs.shifts.historyOf', { name })}
                              aria-expanded={openHistory === row.key}
                              aria-controls={historyId}
                              onClick={() => setOpenHistory(openHistory === row.key ? null : row.key)}
                            >
                              <IconHistory size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {view && canManage && !disabled && liveCount > 1 && (
                          <Tooltip label={t('gigs.shifts.split')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('gigs.shifts.splitOf', { name })}
                              onClick={() => setPending({ kind: 'split', row })}
                            >
                              <IconArrowsSplit size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {!disabled && (view ? canManage : true) && (
                          <Tooltip label={t('gigs.shifts.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('gigs.shifts.deleteOf', { name })}
                              onClick={() =>
                                view ? setPending({ kind: 'delete', row }) : onRemoveRow(row.key)
                              }
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {view && openHistory === row.key && (
                    <Table.Tr id={historyId}>
                      <Table.Td colSpan={8}>
                        <ShiftHistory updates={view.updates} label={t('gigs.shifts.historyOf', { name })} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'split' ? t('gigs.shifts.splitTitle') : t('gigs.shifts.deleteTitle')}
        message={pending?.kind === 'split' ? t('gigs.shifts.splitMessage') : t('gigs.shifts.deleteMessage')}
        confirmLabel={pending?.kind === 'split' ? t('gigs.shifts.split') : t('gigs.shifts.delete')}
        isPending={isActing}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {rows.some((row) => row.locked) && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('gigs.shifts.lockedHint')}
        </Text>
      )}
    </>
  );
}
