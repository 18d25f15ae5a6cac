/** HR's list of licences and permits about to end (issue 16 §2). */
export const paths = {
  expiring: '/apps/hr/licence-checks/expiring',
} as const;

/** Route meta: HR's work, for admins and agents (subject HR); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'HR' },
  manage: { action: 'manage', subject: 'HR' },
} as const;
