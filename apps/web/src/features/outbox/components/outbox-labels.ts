import type { OutboxStatus } from '@portal/domain/outbox';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';

const knownKinds = [
  'login-link',
  'welcome',
  'worker-message',
  'shift-inspection',
  'shift-invitation',
  // Issue 17: a bulk SMS's messages and a questionnaire's links.
  'sms-broadcast',
  'questionnaire',
] as const;
type KnownKind = (typeof knownKinds)[number];

function isKnownKind(kind: string): kind is KnownKind {
  return (knownKinds as readonly string[]).includes(kind);
}

/** Translated kinds (unknown ones as stored), statuses and DD.MM.YYYY HH:mm (Helsinki) times. */
export function useOutboxLabels() {
  const { t } = useTranslation();
  return {
    kind: (kind: string) => (isKnownKind(kind) ? t(`outbox.kinds.${kind}`) : kind),
    status: (status: OutboxStatus) => t(`outbox.statuses.${status}`),
    time: (instant: string | null) => (instant ? formatDateTime(instant) : '–'),
  };
}
