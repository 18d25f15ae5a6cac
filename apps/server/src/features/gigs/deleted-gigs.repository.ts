import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import type { GigRow, ShiftRow } from './gigs.repository';

// What restoring a deleted gig reads (decision 0030): the gig, the shifts deleted with it, and the
// status it had, as the delete's audit row recorded it.

type GigStatus = GigRow['status'];

/** The account's soft-deleted gig (not a template), locked for the rest of the transaction. */
export async function lockDeletedGig(
  executor: Executor,
  accountId: string,
  gigId: string,
): Promise<typeof gigs.$inferSelect | null> {
  const [row] = await executor
    .select()
    .from(gigs)
    .where(
      and(
        eq(gigs.accountId, accountId),
        eq(gigs.id, gigId),
        eq(gigs.status, 'deleted'),
        eq(gigs.isTemplate, false),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * The shifts deleted together with the gig: the delete stamps the gig and its shifts with one instant, so
 * shifts deleted on their own before keep their own time and stay deleted.
 */
export async function lockShiftsDeletedWith(
  executor: Executor,
  gigId: string,
  deletedAt: Date,
): Promise<ShiftRow[]> {
  return executor
    .select()
    .from(shifts)
    .where(and(eq(shifts.gigId, gigId), eq(shifts.status, 'deleted'), eq(shifts.deletedAt, deletedAt)))
    .for('update');
}

/**
 * The status the gig had when it was deleted (`changes.before.status` of the delete's audit row); without
 * one (a gig deleted by hand in the database) a published gig comes back published, any other as a draft.
 */
export async function findStatusBeforeDelete(
  executor: Executor,
  gig: { id: string; isPublished: boolean },
): Promise<Exclude<GigStatus, 'deleted'>> {
  const [row] = await executor
    .select({ status: sql<string | null>`${auditLog.changes} -> 'before' ->> 'status'` })
    .from(auditLog)
    .where(and(eq(auditLog.subject, 'Gig'), eq(auditLog.subjectId, gig.id), eq(auditLog.action, 'delete')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const known = ['draft', 'published', 'suggestion', 'declined'] as const;
  const status = known.find((candidate) => candidate === row?.status);
  return status ?? (gig.isPublished ? 'published' : 'draft');
}
