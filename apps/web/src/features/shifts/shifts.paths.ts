export const paths = {
  /** Month, week, day and list views of the account's shifts (view, date, filters and open shift in the query). */
  shiftsCalendar: '/apps/shifts-&-gigs/shifts-calendar',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Every account user sees the calendar; the server narrows a customer to its areas and the drawer offers
  // only the actions the user may take.
  shiftsCalendar: { action: 'read', subject: 'Account' },
} as const;
