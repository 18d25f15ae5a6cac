import type { RouteAccess } from '@/lib/can';

export const paths = {
  areaGroups: '/apps/hr/area-groups',
} as const;

/** Route meta: the ability each screen needs. */
export const routeAccess = {
  // Area groups span accounts: super-admins and organization-admins (admins are denied AreaGroup).
  areaGroups: { action: 'manage', subject: 'AreaGroup' },
} as const satisfies Record<string, RouteAccess>;
