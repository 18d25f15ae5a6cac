import type { InvoiceDispute } from '@portal/domain/billing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invoiceLineDisputes, invoices } from '../../db/schema/invoices.schema';
import { users } from '../../db/schema/users.schema';

export type InvoiceDisputeRow = typeof invoiceLineDisputes.$inferSelect;
export type InvoiceDisputeInsert = typeof invoiceLineDisputes.$inferInsert;

const disputers = alias(users, 'dispute_creators');
const answerers = alias(users, 'dispute_answerers');
const creditNotes = alias(invoices, 'dispute_credit_notes');

const nameOf = (first: string | null, last: string | null): string | null =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** The disputes of an invoice's lines, oldest first, with who raised and answered them. */
export async function findDisputes(executor: Executor, invoiceId: string): Promise<InvoiceDispute[]> {
  const rows = await executor
    .select({
      dispute: invoiceLineDisputes,
      creatorFirst: disputers.firstName,
      creatorLast: disputers.lastName,
      answererFirst: answerers.firstName,
      answererLast: answerers.lastName,
      creditNoteNumber: creditNotes.number,
    })
    .from(invoiceLineDisputes)
    .leftJoin(disputers, eq(disputers.id, invoiceLineDisputes.createdBy))
    .leftJoin(answerers, eq(answerers.id, invoiceLineDisputes.answeredBy))
    .leftJoin(creditNotes, eq(creditNotes.id, invoiceLineDisputes.creditNoteId))
    .where(eq(invoiceLineDisputes.invoiceId, invoiceId))
    .orderBy(asc(invoiceLineDisputes.createdAt), asc(invoiceLineDisputes.id));
  return rows.map(({ dispute, ...names }) => ({
    id: dispute.id,
    lineId: dispute.lineId,
    reason: dispute.reason,
    status: dispute.status,
    answer: dispute.answer,
    creditNoteId: dispute.creditNoteId,
    creditNoteNumber: names.creditNoteNumber,
    createdAt: dispute.createdAt.toISOString(),
    createdByName: nameOf(names.creatorFirst, names.creatorLast),
    answeredAt: dispute.answeredAt?.toISOString() ?? null,
    answeredByName: nameOf(names.answererFirst, names.answererLast),
  }));
}

/** Whether a line has a dispute not yet answered. */
export async function hasOpenDispute(executor: Executor, lineId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: invoiceLineDisputes.id })
    .from(invoiceLineDisputes)
    .where(and(eq(invoiceLineDisputes.lineId, lineId), eq(invoiceLineDisputes.status, 'open')));
  return row !== undefined;
}

/** A dispute of the line of the invoice of the account, locked for its answer, or null. */
export async function findDisputeForUpdate(
  executor: Executor,
  ids: { accountId: string; invoiceId: string; lineId: string; disputeId: string },
): Promise<InvoiceDisputeRow | null> {
  const [row] = await executor
    .select()
    .from(invoiceLineDisputes)
    .where(
      and(
        eq(invoiceLineDisputes.id, ids.disputeId),
        eq(invoiceLineDisputes.accountId, ids.accountId),
        eq(invoiceLineDisputes.invoiceId, ids.invoiceId),
        eq(invoiceLineDisputes.lineId, ids.lineId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertDispute(
  executor: Executor,
  values: InvoiceDisputeInsert,
): Promise<InvoiceDisputeRow> {
  const [row] = await executor.insert(invoiceLineDisputes).values(values).returning();
  if (!row) {
    throw new Error('inserting a dispute returned no row');
  }
  return row;
}

export async function updateDispute(
  executor: Executor,
  disputeId: string,
  values: Partial<InvoiceDisputeInsert>,
): Promise<InvoiceDisputeRow> {
  const [row] = await executor
    .update(invoiceLineDisputes)
    .set(values)
    .where(eq(invoiceLineDisputes.id, disputeId))
    .returning();
  if (!row) {
    throw new Error(`dispute ${disputeId} vanished while locked`);
  }
  return row;
}

/** The number of open disputes of each of the given invoices (absent: none). */
export async function countOpenDisputes(
  executor: Executor,
  invoiceIds: readonly string[],
): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ invoiceId: invoiceLineDisputes.invoiceId, count: sql<number>`count(*)::int` })
    .from(invoiceLineDisputes)
    .where(
      and(inArray(invoiceLineDisputes.invoiceId, [...invoiceIds]), eq(invoiceLineDisputes.status, 'open')),
    )
    .groupBy(invoiceLineDisputes.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.count)]));
}
