export const paths = {
  /** The gigs list (spec: the default route / leads here). */
  gigsList: '/apps/shifts-&-gigs/gigs-management/list',
  gigsCreate: '/apps/shifts-&-gigs/gigs-management/create',
  /** Create without an id, view and edit with one (spec: gigs-management/create/:id?). */
  gigsEdit: '/apps/shifts-&-gigs/gigs-management/create/:id?',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Every account user sees gigs: a customer limited to some areas holds the Gig rule only per area, so the
  // screen needs the account and the server narrows the list (and refuses staff-only actions).
  gigs: { action: 'read', subject: 'Account' },
} as const;
