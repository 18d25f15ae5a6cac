/**
 * An invoice's life (issue 13; spec section 4, Invoice status): drafted, sent (numbered and never changed
 * again), paid on a date, or credited in full by credit notes; a draft can be deleted (a soft delete). A
 * sent invoice past its due date shows as overdue: that is derived, never stored. A dispute of a line ends
 * in a credit note (partial credits leave the invoice sent or paid) or a rejection.
 */

export const invoiceStatuses = ['draft', 'sent', 'paid', 'credited', 'deleted'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What lists and badges show: the stored status, with overdue for a sent invoice past its due date. */
export const invoiceDisplayStatuses = ['draft', 'sent', 'overdue', 'paid', 'credited', 'deleted'] as const;
export type InvoiceDisplayStatus = (typeof invoiceDisplayStatuses)[number];

export const invoiceActions = ['edit', 'send', 'delete', 'markPaid', 'markUnpaid', 'credit'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

/** Each action: the statuses it starts from and the status it leaves (null: the status does not change). */
export const invoiceTransitions: Readonly<
  Record<InvoiceAction, { from: readonly InvoiceStatus[]; to: InvoiceStatus | null }>
> = {
  edit: { from: ['draft'], to: null },
  send: { from: ['draft'], to: 'sent' },
  delete: { from: ['draft'], to: 'deleted' },
  markPaid: { from: ['sent'], to: 'paid' },
  // A payment recorded by mistake is taken back; the invoice is sent (and maybe overdue) again.
  markUnpaid: { from: ['paid'], to: 'sent' },
  // A credit note may be partial; the invoice becomes credited only when the credits reach its total.
  credit: { from: ['sent', 'paid'], to: null },
};

export function canApplyInvoiceAction(status: InvoiceStatus, action: InvoiceAction): boolean {
  return invoiceTransitions[action].from.includes(status);
}

/** The status after an action, or null when the action is not allowed from this status. */
export function invoiceStatusAfter(status: InvoiceStatus, action: InvoiceAction): InvoiceStatus | null {
  if (!canApplyInvoiceAction(status, action)) {
    return null;
  }
  return invoiceTransitions[action].to ?? status;
}

/** After a credit note: credited when the credits cover the whole gross total, else unchanged. */
export function invoiceStatusAfterCredit(
  status: InvoiceStatus,
  grossCents: number,
  creditedCents: number,
): InvoiceStatus | null {
  if (!canApplyInvoiceAction(status, 'credit') || creditedCents <= 0 || creditedCents > grossCents) {
    return null;
  }
  return creditedCents === grossCents ? 'credited' : status;
}

/** The status to show on a day (YYYY-MM-DD): overdue is a sent invoice whose due date has passed. */
export function invoiceDisplayStatusOn(
  invoice: { status: InvoiceStatus; dueDate: string },
  today: string,
): InvoiceDisplayStatus {
  return invoice.status === 'sent' && invoice.dueDate < today ? 'overdue' : invoice.status;
}
