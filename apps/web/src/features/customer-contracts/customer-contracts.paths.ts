export const paths = {
  contractsList: '/apps/billing/contracts/list',
  /** Create without an id, view and edit with one (spec: billing contracts/create/:id?). */
  contractsEdit: '/apps/billing/contracts/create/:id?',
} as const;

/** The contract page's address: with an id to view or edit one, without to create one. */
export function contractPath(contractId?: string): string {
  return paths.contractsEdit.replace(contractId ? ':id?' : '/:id?', encodeURIComponent(contractId ?? ''));
}

/** Route meta: the ability each screen needs. Admins manage; the customer reads its own; agents nothing. */
export const routeAccess = {
  contractsList: { action: 'read', subject: 'Contract' },
  contractsEdit: { action: 'read', subject: 'Contract' },
  contractsCreate: { action: 'create', subject: 'Contract' },
  contractsUpdate: { action: 'update', subject: 'Contract' },
  contractsDelete: { action: 'delete', subject: 'Contract' },
} as const;
