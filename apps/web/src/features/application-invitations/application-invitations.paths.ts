/** HR's list of invitations to apply, and the spec's public invitation address (section 2). */
export const paths = {
  list: '/apps/hr/application-invitations',
  invite: '/invite/application/:token',
} as const;

/** Recruitment is for admins and agents (the menu subject Applications). */
export const routeAccess = {
  read: { action: 'read', subject: 'Applications' },
  manage: { action: 'manage', subject: 'Applications' },
} as const;

/** The registration page of the recruitment feature, where the invitation leads (decision 0051). */
export const registerPath = (jobAdId: string, locale: string) =>
  `/register/${encodeURIComponent(jobAdId)}?lang=${encodeURIComponent(locale)}`;
/** The public job board (server-rendered, outside this app), for an invitation without an ad. */
export const jobBoardPath = '/apply';
