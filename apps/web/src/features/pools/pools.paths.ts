export const paths = {
  poolsList: '/apps/hr/pools/list',
  poolsCreate: '/apps/hr/pools/create',
  poolsEdit: '/apps/hr/pools/edit/:id',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Customers may not see pools; admins and agents manage those of their account.
  poolsList: { action: 'read', subject: 'Pool' },
  poolsCreate: { action: 'create', subject: 'Pool' },
  poolsEdit: { action: 'read', subject: 'Pool' },
} as const;
