import type { RouteAccess } from '@/lib/can';

export const paths = {
  poolsList: '/apps/hr/pools/list',
  poolsCreate: '/apps/hr/pools/create',
  poolsEdit: '/apps/hr/pools/edit/:id',
} as const;

/** Route meta: the ability each screen needs. */
export const routeAccess = {
  // Customers may not see pools; admins and agents manage those of their account.
  poolsList: { action: 'read', subject: 'Pool' },
  poolsCreate: { action: 'create', subject: 'Pool' },
  poolsEdit: { action: 'read', subject: 'Pool' },
} as const satisfies Record<string, RouteAccess>;
