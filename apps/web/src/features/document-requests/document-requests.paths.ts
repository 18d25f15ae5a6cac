/** The spec's document-request addresses (section 2, HR) and the worker's public answer page. */
export const paths = {
  list: '/apps/hr/document-requests/list',
  view: '/apps/hr/document-requests/view/:id',
  /** Public: the worker answers through the link (the id is the link's secret). */
  answer: '/invite/document-request/:id',
} as const;

export const documentRequestPath = (id: string) => paths.view.replace(':id', encodeURIComponent(id));

/** Route meta: HR's work, for admins and agents (subject DocumentRequests); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'DocumentRequests' },
  manage: { action: 'manage', subject: 'DocumentRequests' },
} as const;
