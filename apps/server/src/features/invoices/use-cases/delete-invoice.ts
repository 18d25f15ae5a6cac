import type { DeletedInvoice } from '@portal/domain/billing';
import { updateInvoice } from '../invoices.repository';
import {
  assertInvoiceAction,
  auditInvoice,
  getInvoiceRow,
  type InvoicesDependencies,
} from './invoice-use-case';
import type { InvoiceActionOptions } from './send-invoice';

/**
 * Deletes a draft (soft): it keeps no number (drafts have none), and its shifts can be invoiced again, as
 * a deleted invoice no longer holds them (decision 0035).
 */
export async function deleteInvoice(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, invoiceId }: InvoiceActionOptions,
): Promise<DeletedInvoice> {
  return db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    assertInvoiceAction(before, 'delete');
    const at = clock.now();
    await updateInvoice(tx, invoiceId, { status: 'deleted', deletedAt: at, updatedAt: at });
    await auditInvoice(tx, actor, before, 'delete', {
      before: { status: before.status, grossCents: before.grossCents, periodFrom: before.periodFrom },
    });
    return { id: invoiceId, deletedAt: at.toISOString() };
  });
}
