export const paths = {
  /** The account's outgoing e-mail and SMS (tabs and page in the query). */
  outbox: '/apps/settings/outbox',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Staff who send messages (not customers) see what the account sent.
  outbox: { action: 'read', subject: 'Outbox' },
} as const;
