import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';

/**
 * An error toast saying what failed and why, in one line. A titled toast shows its reason in Mantine's
 * dimmed colour, which is below WCAG AA contrast (axe flags it), so the two go in the message.
 */
export function notifyFailure(t: TFunction, what: string, error: unknown): void {
  notify.error({ message: `${what}: ${t(errorMessageKey(error))}` });
}
