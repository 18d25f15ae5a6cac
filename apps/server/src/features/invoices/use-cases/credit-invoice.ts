import type { Actor } from '@portal/domain/access';
import {
  type CreditInvoiceInput,
  type InvoiceDetail,
  invoiceStatusAfterCredit,
  invoiceTotalsOf,
} from '@portal/domain/billing';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import {
  findCreditedLineIds,
  findCreditNotes,
  findLines,
  type InvoiceLineRow,
  type InvoiceRow,
  insertInvoice,
  insertLines,
  updateInvoice,
} from '../invoices.repository';
import {
  assertInvoiceAction,
  auditInvoice,
  getInvoiceRow,
  type InvoicesDependencies,
  loadDetail,
} from './invoice-use-case';
import { numberInvoice, queueInvoiceMail } from './send-invoice';

export type CreditInvoiceOptions = {
  actor: Actor;
  accountId: string;
  invoiceId: string;
  input: CreditInvoiceInput;
};

/** The lines to credit: the named ones (each of this invoice, none credited before), or all not yet credited. */
function linesToCredit(
  lines: readonly InvoiceLineRow[],
  credited: ReadonlySet<string>,
  lineIds: readonly string[] | undefined,
): InvoiceLineRow[] {
  if (lineIds === undefined) {
    const open = lines.filter((line) => !credited.has(line.id));
    if (open.length === 0) {
      throw new DomainError('INVOICE_NOT_ALLOWED', { reason: 'all lines credited' });
    }
    return open;
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  const wanted = [...new Set(lineIds)];
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new DomainError('NOT_FOUND', { lineIds: unknown });
  }
  const again = wanted.filter((id) => credited.has(id));
  if (again.length > 0) {
    throw new DomainError('INVOICE_NOT_ALLOWED', { creditedLineIds: again });
  }
  return wanted.map((id) => byId.get(id) as InvoiceLineRow);
}

/**
 * A credit note for a sent or paid invoice, whole or some of its lines: a new invoice of kind credit-note
 * with the lines negated (each pointing at the line it cancels), numbered from the same sequence, dated
 * and sent at once, the reason in its notes. The invoice becomes credited once every line is credited,
 * which is when the credits reach its gross total (decision 0035).
 */
export async function creditInvoice(
  dependencies: InvoicesDependencies,
  options: CreditInvoiceOptions,
): Promise<InvoiceDetail> {
  return dependencies.db.transaction(async (tx) => {
    const creditNote = await creditInvoiceIn(tx, dependencies, options);
    return loadDetail(tx, dependencies.clock, options.actor, creditNote);
  });
}

/** The credit in the caller's transaction (a dispute's answer credits its line so): the credit note made. */
export async function creditInvoiceIn(
  tx: Executor,
  { clock, publicUrl }: Pick<InvoicesDependencies, 'clock' | 'publicUrl'>,
  { actor, accountId, invoiceId, input }: CreditInvoiceOptions,
): Promise<InvoiceRow> {
  const invoice = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
  assertInvoiceAction(invoice, 'credit');
  const lines = await findLines(tx, invoiceId);
  const credited = await findCreditedLineIds(
    tx,
    lines.map((line) => line.id),
  );
  const chosen = linesToCredit(lines, credited, input.lineIds);
  const creditLines = chosen.map((line, index) => {
    const { id, invoiceId: _, ...copy } = line;
    return {
      ...copy,
      position: index + 1,
      netCents: -line.netCents,
      quantityHundredths: -line.quantityHundredths,
      creditsLineId: id,
    };
  });
  const totals = invoiceTotalsOf(creditLines);
  const now = clock.now();
  const today = helsinkiDayKey(now);
  const creditNote = await insertInvoice(tx, {
    accountId,
    contractId: invoice.contractId,
    kind: 'credit-note',
    creditsInvoiceId: invoice.id,
    status: 'sent',
    ...(await numberInvoice(tx, accountId, today)),
    dueDate: today,
    paymentTermDays: 0,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    language: invoice.language,
    notes: input.reason,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    seller: invoice.seller,
    buyer: invoice.buyer,
    createdBy: actor.userId,
    sentAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await insertLines(
    tx,
    creditLines.map((line) => ({ ...line, invoiceId: creditNote.id })),
  );
  const allCredited = credited.size + chosen.length === lines.length;
  const creditedCents = -(await findCreditNotes(tx, invoiceId)).reduce(
    (sum, note) => sum + note.grossCents,
    0,
  );
  // Rows round VAT once each, so partial credits can end a cent off the gross: the lines decide.
  const status = allCredited
    ? invoiceStatusAfterCredit(invoice.status, invoice.grossCents, invoice.grossCents)
    : invoice.status;
  if (status !== invoice.status) {
    await updateInvoice(tx, invoiceId, { status: status ?? invoice.status, updatedAt: now });
  }
  await queueInvoiceMail(tx, publicUrl, creditNote);
  await auditInvoice(tx, actor, creditNote, 'create', {
    after: {
      creditsInvoiceId: invoice.id,
      number: creditNote.number,
      lineIds: chosen.map((line) => line.id),
      grossCents: creditNote.grossCents,
      reason: input.reason,
    },
  });
  await auditInvoice(tx, actor, invoice, 'credit', {
    before: { status: invoice.status },
    after: { status, creditNoteId: creditNote.id, creditedCents },
  });
  return creditNote;
}
