import type { Actor } from '@portal/domain/access';
import type {
  CreditDisputeInput,
  DisputeLineInput,
  InvoiceDetail,
  RejectDisputeInput,
} from '@portal/domain/billing';
import { disputeStatusAfter } from '@portal/domain/billing';
import { DomainError, formatDayKey } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { enqueueMail } from '../../outbox/outbox.api';
import { buildDisputeAnswerMail, buildDisputeMail } from '../invoice-dispute-mail';
import {
  findDisputeForUpdate,
  hasOpenDispute,
  type InvoiceDisputeRow,
  insertDispute,
  updateDispute,
} from '../invoice-disputes.repository';
import { loadInvoiceParties } from '../invoice-parties';
import { findCreditedLineIds, findLines, type InvoiceLineRow, type InvoiceRow } from '../invoices.repository';
import { creditInvoiceIn } from './credit-invoice';
import { getInvoiceRow, type InvoicesDependencies, isVisibleTo, loadDetail } from './invoice-use-case';
import { invoicePortalPath } from './send-invoice';

type LineOptions = { actor: Actor; accountId: string; invoiceId: string; lineId: string };
export type DisputeLineOptions = LineOptions & { input: DisputeLineInput };
export type CreditDisputeOptions = LineOptions & { disputeId: string; input: CreditDisputeInput };
export type RejectDisputeOptions = LineOptions & { disputeId: string; input: RejectDisputeInput };

const notAllowed = (details: Record<string, unknown>) => new DomainError('DISPUTE_NOT_ALLOWED', details);

async function lineOf(executor: Executor, invoiceId: string, lineId: string): Promise<InvoiceLineRow> {
  const line = (await findLines(executor, invoiceId)).find((candidate) => candidate.id === lineId);
  if (!line) {
    throw new DomainError('NOT_FOUND', { id: lineId });
  }
  return line;
}

const lineText = (line: InvoiceLineRow) => `${formatDayKey(line.deliveryDay)} ${line.description}`;

async function auditDispute(
  executor: Executor,
  actor: Actor,
  dispute: InvoiceDisputeRow,
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await recordAudit(executor, {
    actorId: actor.userId,
    accountId: dispute.accountId,
    action,
    subject: 'InvoiceDispute',
    subjectId: dispute.id,
    changes,
  });
}

/**
 * The customer disputes one line of a sent or paid invoice (409 DISPUTE_NOT_ALLOWED for a credited invoice,
 * a credit note, a line already credited or one with an open dispute); the seller's billing e-mail is told.
 * A customer never sees drafts, so a draft answers 404 as when reading it.
 */
export async function disputeLine(
  { db, clock, publicUrl }: InvoicesDependencies,
  { actor, accountId, invoiceId, lineId, input }: DisputeLineOptions,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    // The invoice's row lock makes two disputes of one line wait for each other.
    const invoice = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    if (!isVisibleTo(actor, invoice)) {
      throw new DomainError('NOT_FOUND', { id: invoiceId });
    }
    if (invoice.kind !== 'invoice' || (invoice.status !== 'sent' && invoice.status !== 'paid')) {
      throw notAllowed({ kind: invoice.kind, status: invoice.status });
    }
    const line = await lineOf(tx, invoiceId, lineId);
    if ((await findCreditedLineIds(tx, [lineId])).has(lineId)) {
      throw notAllowed({ lineId, credited: true });
    }
    if (await hasOpenDispute(tx, lineId)) {
      throw notAllowed({ lineId, open: true });
    }
    const now = clock.now();
    const dispute = await insertDispute(tx, {
      accountId,
      invoiceId,
      lineId,
      reason: input.reason,
      createdBy: actor.userId,
      createdAt: now,
    });
    await auditDispute(tx, actor, dispute, 'create', { after: { invoiceId, lineId, reason: input.reason } });
    const parties = await loadInvoiceParties(tx, accountId);
    if (parties.seller.email && invoice.number !== null) {
      const mail = buildDisputeMail(invoice.language, {
        invoiceNumber: invoice.number,
        line: lineText(line),
        reason: input.reason,
        buyer: invoice.buyer?.name ?? parties.buyer.name,
        seller: invoice.seller?.name ?? parties.seller.name,
        link: `${publicUrl}${invoicePortalPath(invoiceId)}`,
      });
      await enqueueMail(tx, { accountId, to: parties.seller.email, kind: 'invoice-dispute', ...mail });
    }
    return loadDetail(tx, clock, actor, invoice);
  });
}

/** Locks the invoice, then its open dispute of the line (404 for another's, 409 once answered). */
async function openDispute(
  tx: Executor,
  { accountId, invoiceId, lineId, disputeId }: LineOptions & { disputeId: string },
  answer: 'credit' | 'reject',
): Promise<{ invoice: InvoiceRow; dispute: InvoiceDisputeRow }> {
  const invoice = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
  const dispute = await findDisputeForUpdate(tx, { accountId, invoiceId, lineId, disputeId });
  if (!dispute) {
    throw new DomainError('NOT_FOUND', { id: disputeId });
  }
  if (disputeStatusAfter(dispute.status, answer) === null) {
    throw notAllowed({ disputeId, status: dispute.status });
  }
  return { invoice, dispute };
}

/** Tells the buyer's invoice e-mail how its dispute was answered. */
async function mailAnswer(
  tx: Executor,
  publicUrl: string,
  invoice: InvoiceRow,
  dispute: InvoiceDisputeRow,
  creditNoteNumber: number | null,
): Promise<void> {
  const parties = await loadInvoiceParties(tx, invoice.accountId);
  if (!parties.buyer.email || invoice.number === null) {
    return;
  }
  const line = await lineOf(tx, invoice.id, dispute.lineId);
  const mail = buildDisputeAnswerMail(invoice.language, {
    invoiceNumber: invoice.number,
    line: lineText(line),
    reason: dispute.reason,
    buyer: invoice.buyer?.name ?? parties.buyer.name,
    seller: invoice.seller?.name ?? parties.seller.name,
    link: `${publicUrl}${invoicePortalPath(invoice.id)}`,
    outcome: dispute.status === 'credited' ? 'credited' : 'rejected',
    answer: dispute.answer,
    creditNoteNumber,
  });
  await enqueueMail(tx, {
    accountId: invoice.accountId,
    to: parties.buyer.email,
    kind: 'invoice-dispute-answer',
    ...mail,
  });
}

/**
 * Staff credit the disputed line: a credit note of that one line through the credit use case (the invoice
 * becomes credited when all its lines are), linked to the dispute, which is then credited.
 */
export async function creditDispute(
  dependencies: InvoicesDependencies,
  options: CreditDisputeOptions,
): Promise<InvoiceDetail> {
  const { db, clock, publicUrl } = dependencies;
  const { actor, accountId, invoiceId, lineId, input } = options;
  return db.transaction(async (tx) => {
    const { dispute } = await openDispute(tx, options, 'credit');
    const answer = input.answer ? input.answer : null;
    const creditNote = await creditInvoiceIn(tx, dependencies, {
      actor,
      accountId,
      invoiceId,
      input: { lineIds: [lineId], reason: answer ?? dispute.reason },
    });
    const now = clock.now();
    const answered = await updateDispute(tx, dispute.id, {
      status: 'credited',
      answer,
      creditNoteId: creditNote.id,
      answeredBy: actor.userId,
      answeredAt: now,
    });
    await auditDispute(tx, actor, answered, 'credit', {
      before: { status: dispute.status },
      after: { status: answered.status, answer, creditNoteId: creditNote.id },
    });
    const invoice = await getInvoiceRow(tx, accountId, invoiceId);
    await mailAnswer(tx, publicUrl, invoice, answered, creditNote.number);
    return loadDetail(tx, clock, actor, invoice);
  });
}

/** Staff reject the dispute with a reason; the invoice stays as it is. */
export async function rejectDispute(
  { db, clock, publicUrl }: InvoicesDependencies,
  options: RejectDisputeOptions,
): Promise<InvoiceDetail> {
  const { actor, input } = options;
  return db.transaction(async (tx) => {
    const { invoice, dispute } = await openDispute(tx, options, 'reject');
    const answered = await updateDispute(tx, dispute.id, {
      status: 'rejected',
      answer: input.answer,
      answeredBy: actor.userId,
      answeredAt: clock.now(),
    });
    await auditDispute(tx, actor, answered, 'reject', {
      before: { status: dispute.status },
      after: { status: answered.status, answer: input.answer },
    });
    await mailAnswer(tx, publicUrl, invoice, answered, null);
    return loadDetail(tx, clock, actor, invoice);
  });
}
