import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export type ConfirmedDeleteButtonProps = {
  /** The button's, the dialog's and the confirm button's texts, already translated. */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  isPending: boolean;
  /** Deletes, then tells and moves on (a toast, the list); a refusal throws and closes the dialog. */
  onDelete: () => Promise<void>;
};

/**
 * A red outline "Delete" button that asks first (spec section 5: a deletion is confirmed). A refusal has
 * already been shown by the query client's default handler, so the dialog just closes and nothing is lost.
 */
export function ConfirmedDeleteButton({
  label,
  title,
  message,
  confirmLabel,
  isPending,
  onDelete,
}: ConfirmedDeleteButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);

  const handleConfirm = async () => {
    try {
      await onDelete();
    } catch {
      setIsConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        isPending={isPending}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
