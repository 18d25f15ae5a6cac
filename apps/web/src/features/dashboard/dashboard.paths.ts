export const paths = {
  dashboardHome: '/apps/dashboard/home',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  dashboardHome: { action: 'read', subject: 'Dashboard' },
} as const;
