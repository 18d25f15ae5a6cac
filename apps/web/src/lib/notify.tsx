import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { errorMessageKey } from './api-error';

type Toast = { title?: string; message: ReactNode };

// Mantine's close button has no accessible name of its own (axe reports it), so every toast gets one.
function show(color: 'teal' | 'red', toast: Toast): void {
  notifications.show({
    ...toast,
    color,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

/** Toasts; how long they stay is set once on the Notifications provider (toastTimeoutMs). */
export const notify = {
  success: (toast: Toast) => show('teal', toast),
  /** A refusal found in the browser before any request (no error object to translate). */
  problem: (message: string) => show('red', { message }),
};

/**
 * The one way to show a failure: what failed (optional) above why (`errors.<CODE>`). Both go in the message,
 * not in Mantine's title: a titled toast shows its message in the dimmed colour, below WCAG AA contrast.
 */
export function notifyFailure(error: unknown, what?: string): void {
  const reason = i18next.t(errorMessageKey(error));
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
