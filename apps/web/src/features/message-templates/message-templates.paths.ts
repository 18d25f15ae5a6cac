/** The spec's message addresses (section 2, HR: messages/edit/:type/:id?) for the automatic messages. */
export const paths = {
  list: '/apps/hr/messages/list',
  /** Announcements and bulk SMS register their own static `edit/announcement` and `edit/sms` routes. */
  edit: '/apps/hr/messages/edit/:type',
} as const;

export const messageTemplatePath = (type: string) => paths.edit.replace(':type', encodeURIComponent(type));

/** Route meta: HR's communications, for admins and agents (subject Communications); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Communications' },
  manage: { action: 'manage', subject: 'Communications' },
} as const;
