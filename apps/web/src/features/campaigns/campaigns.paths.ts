export const paths = {
  /** Create without an id, view and edit with one (like the contracts: billing campaigns/create/:id?). */
  campaignsEdit: '/apps/billing/campaigns/create/:id?',
  /** The campaigns are listed under the agreements: the contracts list's campaigns tab. */
  campaignsList: '/apps/billing/contracts/list?tab=campaigns',
} as const;

/** The campaign page's address: with an id to view or edit one, without to create one. */
export function campaignPath(campaignId?: string): string {
  return paths.campaignsEdit.replace(campaignId ? ':id?' : '/:id?', encodeURIComponent(campaignId ?? ''));
}

/** Campaigns belong to the agreements: the Contract abilities (admins manage, the customer reads). */
export const routeAccess = {
  campaignsEdit: { action: 'read', subject: 'Contract' },
  campaignsCreate: { action: 'create', subject: 'Contract' },
  campaignsUpdate: { action: 'update', subject: 'Contract' },
  campaignsDelete: { action: 'delete', subject: 'Contract' },
} as const;
