import type { RouteAccess } from '@/lib/can';

export const paths = {
  /** The account's outgoing e-mail and SMS (tabs and page in the query). */
  outbox: '/apps/settings/outbox',
} as const;

/** Route meta: the ability each screen needs. */
export const routeAccess = {
  // Staff who send messages (not customers) see what the account sent.
  outbox: { action: 'read', subject: 'Outbox' },
} as const satisfies Record<string, RouteAccess>;
