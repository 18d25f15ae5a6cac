import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ActionDialogProps = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  isPending: boolean;
  /** The refusal of the last try, said in full; the dialog stays open with what was typed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * A dialog of one invoice action: what it does (and its fields), the refusal if the server said no, Cancel
 * and the action. A form, so Enter in a field confirms.
 */
export function ActionDialog({
  opened,
  title,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onCancel,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
