import type { RouteAccess } from '@/lib/can';

export const paths = {
  dashboardHome: '/apps/dashboard/home',
} as const;

/** Route meta: the ability each screen needs. */
export const routeAccess = {
  dashboardHome: { action: 'read', subject: 'Dashboard' },
} as const satisfies Record<string, RouteAccess>;
