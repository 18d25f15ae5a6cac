export const paths = {
  areaGroups: '/apps/hr/area-groups',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Area groups span accounts: super-admins and organization-admins (admins are denied AreaGroup).
  areaGroups: { action: 'manage', subject: 'AreaGroup' },
} as const;
