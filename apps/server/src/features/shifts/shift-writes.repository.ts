import type { ShiftUpdateEntry } from '@portal/domain/shifts';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/invoices.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { type ExpectedShiftState, expectedStateCondition } from './shift-conditions';

// The only SQL in the server that inserts or updates rows of `shifts` (decision 0011). Every write appends
// its history entry in the same statement, so concurrent entries never overwrite each other.

export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftInsert = typeof shifts.$inferInsert;

/** Fields a transition may write; the history and `updatedAt` are the repository's. */
export type ShiftValues = Partial<Omit<ShiftInsert, 'id' | 'accountId' | 'updates' | 'updatedAt'>>;

function appendHistory(entries: readonly ShiftUpdateEntry[]): SQL {
  return sql`${shifts.updates} || ${JSON.stringify(entries)}::jsonb`;
}

/** Prepared rows in one statement (a gig's new shifts, the demo seed); answers their ids in order. */
export async function insertShiftRows(executor: Executor, rows: readonly ShiftInsert[]): Promise<string[]> {
  if (rows.length === 0) {
    return [];
  }
  const inserted = await executor
    .insert(shifts)
    .values([...rows])
    .returning({ id: shifts.id });
  return inserted.map((row) => row.id);
}

/**
 * Sets the customer contract of a gig's live shifts that no live invoice (not deleted, not credited
 * away: draft, sent or paid) has a line of; answers their ids. The history is not touched: the contract is
 * billing's, not a change of the work.
 */
export async function setContractOfUninvoicedGigShifts(
  executor: Executor,
  gigId: string,
  contractId: string | null,
  at: Date,
): Promise<string[]> {
  const rows = await executor
    .update(shifts)
    .set({ contractId, updatedAt: at })
    .where(
      and(
        eq(shifts.gigId, gigId),
        ne(shifts.status, 'deleted'),
        sql`${shifts.contractId} is distinct from ${contractId}`,
        sql`not exists (select 1 from ${invoiceLines} join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId}
          where ${invoiceLines.shiftId} = ${shifts.id} and ${invoices.kind} = 'invoice'
          and ${invoices.status} in ('draft', 'sent', 'paid') and ${invoices.deletedAt} is null)`,
      ),
    )
    .returning({ id: shifts.id });
  return rows.map((row) => row.id);
}

/** Changes a shift the caller has locked (or may overwrite), appending its history entries. */
export async function updateShiftRow(
  executor: Executor,
  shiftId: string,
  values: ShiftValues,
  entries: readonly ShiftUpdateEntry[],
  at: Date,
): Promise<ShiftRow> {
  const [row] = await executor
    .update(shifts)
    .set({ ...values, ...(entries.length > 0 ? { updates: appendHistory(entries) } : {}), updatedAt: at })
    .where(eq(shifts.id, shiftId))
    .returning();
  if (!row) {
    throw new Error(`shift ${shiftId} vanished`);
  }
  return row;
}

/**
 * Changes a shift only if it is still in the state the caller saw, in one statement: of two simultaneous
 * submits exactly one changes the row; the other gets null.
 */
export async function updateShiftRowIf(
  executor: Executor,
  shiftId: string,
  expected: ExpectedShiftState,
  change: { values: ShiftValues; entry: ShiftUpdateEntry; at: Date },
): Promise<ShiftRow | null> {
  const [row] = await executor
    .update(shifts)
    .set({ ...change.values, updates: appendHistory([change.entry]), updatedAt: change.at })
    .where(and(eq(shifts.id, shiftId), expectedStateCondition(expected)))
    .returning();
  return row ?? null;
}

/**
 * Books a free shift for a worker in one statement: only a shift still open with nobody on it changes, so
 * of two bookings at once (staff, a reservation, an invitation link) exactly one gets the row. The worker's
 * reservation and an earlier booking's cancel reason go with it, whichever way the shift was booked.
 */
export async function bookFreeShiftRow(
  executor: Executor,
  shiftId: string,
  booking: { workerId: string; entry: ShiftUpdateEntry; at: Date },
): Promise<ShiftRow | null> {
  const [row] = await executor
    .update(shifts)
    .set({
      status: 'booked',
      assignedTo: booking.workerId,
      reserved: true,
      reservations: sql`array_remove(${shifts.reservations}, ${booking.workerId}::uuid)`,
      cancelReason: null,
      cancelNote: null,
      updates: appendHistory([booking.entry]),
      updatedAt: booking.at,
    })
    .where(and(eq(shifts.id, shiftId), eq(shifts.status, 'open'), isNull(shifts.assignedTo)))
    .returning();
  return row ?? null;
}
