import type { Actor } from '@portal/domain/access';
import { canApplyInvoiceAction, type InvoiceAction, type InvoiceDetail } from '@portal/domain/billing';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { findDisputes } from '../invoice-disputes.repository';
import { loadInvoiceParties } from '../invoice-parties';
import { presentInvoiceDetail } from '../invoices.presenter';
import {
  findCreditNotes,
  findInvoice,
  findInvoiceContext,
  findLines,
  type InvoiceRow,
} from '../invoices.repository';

// What the invoice use cases (one per file in this folder) share: their dependencies, loading an invoice
// of the account (404 for another account's), the status check and the detail answer.

export type InvoicesDependencies = {
  db: Database;
  clock: Clock;
  /** Origin that the e-mail's link to the invoice points to. */
  publicUrl: string;
};

export async function getInvoiceRow(
  executor: Executor,
  accountId: string,
  invoiceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow> {
  const row = await findInvoice(executor, accountId, invoiceId, options);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: invoiceId });
  }
  return row;
}

/**
 * A customer sees an invoice once it is sent: drafts are the staffing company's work in progress (their
 * preview is the upcoming charges) and deleted drafts never reached it. Others see every status.
 */
export function isVisibleTo(actor: Actor, row: Pick<InvoiceRow, 'status'>): boolean {
  return actor.role !== 'customer' || (row.status !== 'draft' && row.status !== 'deleted');
}

/** An invoice of the account the actor may see (404 otherwise), for reading. */
export async function getVisibleInvoiceRow(
  executor: Executor,
  actor: Actor,
  accountId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
  const row = await getInvoiceRow(executor, accountId, invoiceId);
  if (!isVisibleTo(actor, row)) {
    throw new DomainError('NOT_FOUND', { id: invoiceId });
  }
  return row;
}

/** 409 INVOICE_NOT_ALLOWED unless the action applies to the invoice's status (credit notes take none). */
export function assertInvoiceAction(row: InvoiceRow, action: InvoiceAction): void {
  if (row.kind !== 'invoice' || !canApplyInvoiceAction(row.status, action)) {
    throw new DomainError('INVOICE_NOT_ALLOWED', { status: row.status, kind: row.kind, action });
  }
}

export async function loadDetail(
  executor: Executor,
  clock: Clock,
  actor: Actor,
  row: InvoiceRow,
): Promise<InvoiceDetail> {
  const [context, lines, creditNotes, disputes] = [
    await findInvoiceContext(executor, row),
    await findLines(executor, row.id),
    await findCreditNotes(executor, row.id),
    await findDisputes(executor, row.id),
  ];
  const currentParties = row.seller && row.buyer ? null : await loadInvoiceParties(executor, row.accountId);
  return presentInvoiceDetail(
    row,
    { ...context, lines, creditNotes, currentParties, disputes },
    actor,
    helsinkiDayKey(clock.now()),
  );
}

export async function auditInvoice(
  executor: Executor,
  actor: Actor,
  row: Pick<InvoiceRow, 'id' | 'accountId'>,
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await recordAudit(executor, {
    actorId: actor.userId,
    accountId: row.accountId,
    action,
    subject: 'Invoice',
    subjectId: row.id,
    changes,
  });
}
