import type { Actor } from '@portal/domain/access';
import type { InvoiceDetail, UpdateInvoiceInput } from '@portal/domain/billing';
import { updateInvoice as writeInvoice } from '../invoices.repository';
import {
  assertInvoiceAction,
  auditInvoice,
  getInvoiceRow,
  type InvoicesDependencies,
  loadDetail,
} from './invoice-use-case';

export type UpdateInvoiceOptions = {
  actor: Actor;
  accountId: string;
  invoiceId: string;
  input: UpdateInvoiceInput;
};

/** A draft's language, notes and payment term; its lines come from the shifts (draft again to refresh). */
export async function updateInvoice(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, invoiceId, input }: UpdateInvoiceOptions,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    assertInvoiceAction(before, 'edit');
    const row = await writeInvoice(tx, invoiceId, {
      language: input.language,
      notes: input.notes,
      paymentTermDays: input.paymentTermDays,
      updatedAt: clock.now(),
    });
    await auditInvoice(tx, actor, row, 'update', {
      before: { language: before.language, notes: before.notes, paymentTermDays: before.paymentTermDays },
      after: input,
    });
    return loadDetail(tx, clock, actor, row);
  });
}
