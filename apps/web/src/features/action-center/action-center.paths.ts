export const paths = {
  /** Booking confirmation, completed-shift verification, quick pay and inspection (tab and page in the query). */
  actionCenter: '/apps/shifts-&-gigs/action-center',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Every account user: a customer limited to some areas holds the Shift rules only per area, so the screen
  // needs the account; each tab shows for those who may take its action, and the server narrows the lists.
  actionCenter: { action: 'read', subject: 'Account' },
} as const;
