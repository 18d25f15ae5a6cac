/** The spec's application addresses (section 2, HR: applications/list, recruitments/application/:id). */
export const paths = {
  list: '/apps/hr/applications/list',
  detail: '/apps/hr/recruitments/application/:id',
} as const;

export const applicationPath = (id: string) => paths.detail.replace(':id', encodeURIComponent(id));

/**
 * The worker's page (spec section 2, HR: personels/edit/:id), where a confirmed applicant continues. The
 * address is the spec's; the workers feature is not imported (features do not import each other).
 */
export const workerPagePath = (id: string) => `/apps/hr/personels/edit/${encodeURIComponent(id)}`;

/** Route meta: recruitment is HR's work (menu subject Applications), for admins and agents; customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Applications' },
  manage: { action: 'update', subject: 'Applications' },
} as const;
