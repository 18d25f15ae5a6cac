import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CancelReason, cancelNoteMaxLength, cancelReasons } from '@portal/domain/shifts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCancelBooking } from '../api/cancel-booking';
import { useShiftLabels } from './use-shift-labels';

/** "Cancel booking": a dialog asking one of the spec's reasons (a note for "other"); the shift opens again. */
export function CancelBookingButton({
  accountId,
  shiftId,
  workerName,
  onError,
}: {
  accountId: string;
  shiftId: string;
  workerName: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const labels = useShiftLabels();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [showNoteError, setShowNoteError] = useState(false);
  const cancel = useCancelBooking(accountId, shiftId);
  const noteMissing = reason === 'other' && note.trim() === '';

  const submit = async () => {
    if (!reason) {
      return;
    }
    if (noteMissing) {
      setShowNoteError(true);
      return;
    }
    try {
      await cancel.mutateAsync({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
      notify.success({ message: t('shifts.cancel.done') });
      close();
      setReason(null);
      setNote('');
    } catch (error) {
      close();
      onError(error);
    }
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {t('shifts.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('shifts.cancel.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text size="sm">{t('shifts.cancel.intro', { name: workerName })}</Text>
          <Select
            label={t('shifts.cancel.reason')}
            data={cancelReasons.map((value) => ({ value, label: labels.cancelReason(value) }))}
            value={reason}
            onChange={(value) => setReason(value as CancelReason | null)}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Textarea
            label={t('shifts.cancel.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={cancelNoteMaxLength}
            required={reason === 'other'}
            error={showNoteError && noteMissing ? t('shifts.cancel.noteRequired') : undefined}
            rows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void submit()} loading={cancel.isPending} disabled={!reason}>
              {t('shifts.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
