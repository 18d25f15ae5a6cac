import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

type Toast = { title?: string; message: string };

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
  error: (toast: Toast) => show('red', toast),
};
