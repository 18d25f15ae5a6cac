export const paths = {
  workersList: '/apps/hr/personels/list',
  workersCreate: '/apps/hr/personels/create',
  workersEdit: '/apps/hr/personels/edit/:id',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Customers have no Worker ability, so they do not see workers.
  workersList: { action: 'read', subject: 'Worker' },
  workersCreate: { action: 'create', subject: 'Worker' },
  workersEdit: { action: 'read', subject: 'Worker' },
} as const;

/** The worker page (edit form and detail) of one worker. */
export function workersEditPath(workerId: string): string {
  return paths.workersEdit.replace(':id', encodeURIComponent(workerId));
}
