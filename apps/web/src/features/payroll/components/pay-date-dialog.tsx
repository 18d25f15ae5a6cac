import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { helsinkiDayKey } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';

/**
 * Asks the payment day and confirms: a paid payroll is locked for good. Today (Helsinki) by default; the
 * server refuses a day in the future.
 */
export function PayDateDialog({
  opened,
  title,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  isPending: boolean;
  error: string | null;
  onConfirm: (paidOn: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [paidOn, setPaidOn] = useState(() => helsinkiDayKey(new Date()));
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{t('payroll.edit.confirmPaidMessage')}</Text>
        <DateField
          label={t('payroll.edit.paidOn')}
          value={paidOn}
          onChange={setPaidOn}
          error={error}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => paidOn && onConfirm(paidOn)} loading={isPending}>
            {t('payroll.edit.markPaid')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
