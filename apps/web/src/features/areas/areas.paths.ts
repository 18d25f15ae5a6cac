export const paths = {
  areasList: '/apps/hr/areas-management/list',
  areasCreate: '/apps/hr/areas-management/create',
  /** Create without an id, edit and delete with one (spec: areas-management/create/:id?). */
  areasEdit: '/apps/hr/areas-management/create/:id?',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Customers may only read their areas: the area screens (and menu entry) need managing them.
  areas: { action: 'create', subject: 'Area' },
} as const;
