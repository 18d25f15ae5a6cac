/** Confirmed and verified shifts; the view's id is the shift's. */
export const paths = {
  confirmationsList: '/apps/shifts-&-gigs/confirmations/list',
  confirmationsView: '/apps/shifts-&-gigs/confirmations/view/:id',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Customers read the confirmations of their own areas (and verify them there); staff those of the account.
  confirmations: { action: 'read', subject: 'Confirmations' },
} as const;
