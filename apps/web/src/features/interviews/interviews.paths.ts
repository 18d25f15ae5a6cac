/** The interview templates page (issue 16 §2); the interview card itself is shown on the application page. */
export const paths = {
  templates: '/apps/hr/interviews/templates',
} as const;

/** Route meta: recruitment (menu subject Applications), for admins and agents; customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Applications' },
} as const;
