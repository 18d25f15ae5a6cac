/** The spec's employment-contract addresses (section 2, "Pay & billing") and the worker's signing page. */
export const paths = {
  list: '/apps/pay-&-billing/employment-contracts/list',
  /** A new draft without an id; a saved contract (any status) with its id. */
  edit: '/apps/pay-&-billing/employment-contracts/create/:id?',
  templates: '/apps/pay-&-billing/employment-contracts/templates',
  /** Public: the worker signs through the link (the id is the link's secret); both spec addresses. */
  sign: '/sign/:id',
  signInvite: '/invite/document-signing/:id',
} as const;

/** The contract's own page, or the form of a new draft. */
export const contractPath = (id?: string) =>
  id ? paths.edit.replace(':id?', encodeURIComponent(id)) : paths.edit.replace('/:id?', '');

/** Route meta: employment contracts are payroll's work, for admins and above (menu subject Payroll). */
export const routeAccess = {
  read: { action: 'read', subject: 'Payroll' },
  manage: { action: 'update', subject: 'Payroll' },
} as const;
