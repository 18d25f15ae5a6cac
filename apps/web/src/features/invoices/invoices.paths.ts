export const paths = {
  invoicesList: '/apps/billing/invoices/list',
  /** Create without an id, the invoice itself with one (spec: billing invoices/create/:id?). */
  invoicesEdit: '/apps/billing/invoices/create/:id?',
} as const;

/** The invoice page's address: with an id the invoice (or credit note), without it a new draft. */
export function invoicePath(invoiceId?: string): string {
  return paths.invoicesEdit.replace(invoiceId ? ':id?' : '/:id?', encodeURIComponent(invoiceId ?? ''));
}

/** Route meta: admins and above make and handle invoices; the customer reads its own; agents nothing. */
export const routeAccess = {
  invoicesList: { action: 'read', subject: 'Invoices' },
  invoicesEdit: { action: 'read', subject: 'Invoices' },
  invoicesCreate: { action: 'create', subject: 'Invoices' },
} as const;
