export const paths = {
  personnelList: '/apps/hr/personels/list',
  personnelCreate: '/apps/hr/personels/create',
  personnelEdit: '/apps/hr/personels/edit/:id',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Customers have no Worker ability, so they do not see personnel.
  personnelList: { action: 'read', subject: 'Worker' },
  personnelCreate: { action: 'create', subject: 'Worker' },
  personnelEdit: { action: 'read', subject: 'Worker' },
} as const;

/** The worker page (edit form and detail) of one worker. */
export function personnelEditPath(workerId: string): string {
  return paths.personnelEdit.replace(':id', encodeURIComponent(workerId));
}
