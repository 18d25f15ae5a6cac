import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { undoToastMs } from '@portal/domain/shared';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { ApiError, errorMessageKey } from './api-error';

type Toast = { title?: string; message: ReactNode };

// Mantine's close button has no accessible name of its own (axe reports it), so every toast gets one.
function show(color: 'teal' | 'red', toast: Toast): void {
  notifications.show({
    ...toast,
    color,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

/** A done deletion that can be taken back: what happened, and what the Undo button does and then says. */
export type UndoableToast = {
  message: string;
  /** Takes the change back (a mutation: its failure is toasted by the query client). */
  undo: () => Promise<unknown>;
  /** Said once the change is taken back. */
  undoneMessage: string;
};

/**
 * The one toast with "Undo" (decision 0030), used by every delete: it stays `undoToastMs`; Undo closes it,
 * runs `undo` and says `undoneMessage` once that succeeded.
 */
function showUndoable({ message, undo, undoneMessage }: UndoableToast): void {
  const id = notifications.show({
    color: 'teal',
    autoClose: undoToastMs,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="outline"
          onClick={() => {
            notifications.hide(id);
            undo().then(
              () => show('teal', { message: undoneMessage }),
              // The query client's default handler has shown the failure.
              () => undefined,
            );
          }}
        >
          {i18next.t('common.undo')}
        </Button>
      </Group>
    ),
  });
}

/** Toasts; how long they stay is set once on the Notifications provider (toastTimeoutMs). */
export const notify = {
  success: (toast: Toast) => show('teal', toast),
  /** A delete that can be taken back: the toast offers "Undo" for `undoToastMs`. */
  undoable: showUndoable,
  /** A refusal found in the browser before any request (no error object to translate). */
  problem: (message: string) => show('red', { message }),
};

/**
 * The one way to show a failure: what failed (optional) above why (`errors.<CODE>`). Both go in the message,
 * not in Mantine's title: a titled toast shows its message in the dimmed colour, below WCAG AA contrast.
 */
export function notifyFailure(error: unknown, what?: string): void {
  // The server's details fill the message's placeholders ("{{count}} unanswered"), never shown raw.
  const reason = i18next.t(errorMessageKey(error), error instanceof ApiError ? { ...error.details } : {});
  show('red', {
    message: what ? (
      <>
        <Text size="sm" fw={600}>
          {what}
        </Text>
        <Text size="sm">{reason}</Text>
      </>
    ) : (
      reason
    ),
  });
}
