/** The spec's bulk SMS addresses (section 2): the editor of the messages and a sent SMS's delivery. */
export const paths = {
  edit: '/apps/hr/messages/edit/sms/:id?',
  delivery: '/apps/hr/communications/sms/:id',
} as const;

export const newSmsPath = '/apps/hr/messages/edit/sms';
export const editSmsPath = (id: string) => `${newSmsPath}/${encodeURIComponent(id)}`;
export const smsDeliveryPath = (id: string) => paths.delivery.replace(':id', encodeURIComponent(id));

/** Route meta: HR's work, for admins and agents (subject Communications); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Communications' },
  manage: { action: 'manage', subject: 'Communications' },
} as const;
