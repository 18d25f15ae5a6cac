import type { InvoiceDetail, MarkInvoicePaidInput } from '@portal/domain/billing';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import { updateInvoice } from '../invoices.repository';
import {
  assertInvoiceAction,
  auditInvoice,
  getInvoiceRow,
  type InvoicesDependencies,
  loadDetail,
} from './invoice-use-case';
import type { InvoiceActionOptions } from './send-invoice';

export type MarkPaidOptions = InvoiceActionOptions & { input: MarkInvoicePaidInput };

/** Records the payment of a sent invoice on a day between its invoice date and today (Helsinki). */
export async function markInvoicePaid(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, invoiceId, input }: MarkPaidOptions,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    assertInvoiceAction(before, 'markPaid');
    const now = clock.now();
    const today = helsinkiDayKey(now);
    if (input.paidOn > today || (before.invoiceDate !== null && input.paidOn < before.invoiceDate)) {
      throw new DomainError('INVOICE_PAID_ON_INVALID', {
        paidOn: input.paidOn,
        invoiceDate: before.invoiceDate,
        today,
      });
    }
    const row = await updateInvoice(tx, invoiceId, { status: 'paid', paidOn: input.paidOn, updatedAt: now });
    await auditInvoice(tx, actor, row, 'mark_paid', {
      before: { status: before.status },
      after: { status: row.status, paidOn: row.paidOn },
    });
    return loadDetail(tx, clock, actor, row);
  });
}

/** Takes back a payment recorded by mistake: the invoice is sent (and maybe overdue) again. */
export async function markInvoiceUnpaid(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, invoiceId }: InvoiceActionOptions,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    assertInvoiceAction(before, 'markUnpaid');
    const row = await updateInvoice(tx, invoiceId, { status: 'sent', paidOn: null, updatedAt: clock.now() });
    await auditInvoice(tx, actor, row, 'mark_unpaid', {
      before: { status: before.status, paidOn: before.paidOn },
      after: { status: row.status },
    });
    return loadDetail(tx, clock, actor, row);
  });
}
