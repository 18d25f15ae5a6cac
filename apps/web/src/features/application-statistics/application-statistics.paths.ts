/** The spec's statistics page (section 2: /apps/dashboard/analytics/, Tilastot). */
export const paths = {
  analytics: '/apps/dashboard/analytics',
} as const;

/** Recruitment figures are for those who work the applications: admins and agents. */
export const routeAccess = {
  analytics: { action: 'read', subject: 'Applications' },
} as const;
