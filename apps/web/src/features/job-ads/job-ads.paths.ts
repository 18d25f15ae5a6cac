/** The spec's job-ad addresses (section 2, HR: jobs/list, jobs/create, jobs/edit/:id). */
export const paths = {
  list: '/apps/hr/jobs/list',
  create: '/apps/hr/jobs/create',
  edit: '/apps/hr/jobs/edit/:id',
} as const;

export const jobAdEditPath = (id: string) => paths.edit.replace(':id', encodeURIComponent(id));

/** The ad's page on the public job board (server-rendered, outside this app). */
export const publicJobAdPath = (id: string) => `/apply/${encodeURIComponent(id)}`;

/** Route meta: HR's work (menu subject Jobs), for admins and agents; customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Jobs' },
  manage: { action: 'create', subject: 'Jobs' },
} as const;
