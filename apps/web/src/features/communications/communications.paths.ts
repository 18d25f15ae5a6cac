/** The spec's communication addresses (section 2, HR): the tabbed list and the message editor. */
export const paths = {
  /** Tabs in the address: ?tab=announcements (default), sms, campaigns, questionnaires. */
  list: '/apps/hr/communications/list',
  /** The spec's messages/edit/:type/:id? for announcements; ?campaignId= starts from a campaign. */
  announcementEdit: '/apps/hr/messages/edit/announcement/:id?',
} as const;

/** The editor's address: with an id to edit one, without to write a new one (from a campaign, with its id). */
export function announcementEditPath(options: { id?: string; campaignId?: string } = {}): string {
  const base = paths.announcementEdit.replace(
    options.id ? ':id?' : '/:id?',
    encodeURIComponent(options.id ?? ''),
  );
  return options.campaignId ? `${base}?campaignId=${encodeURIComponent(options.campaignId)}` : base;
}

export const communicationsListPath = (tab?: string) => (tab ? `${paths.list}?tab=${tab}` : paths.list);

/** Route meta: HR's work, for admins and agents (subject Communications); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Communications' },
  manage: { action: 'manage', subject: 'Communications' },
} as const;
