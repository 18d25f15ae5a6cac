import { gigFiguresOf } from '@portal/domain/gigs';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gigs, shifts } from '../../db/schema/shifts.schema';

/**
 * Recomputes a gig's available and total shift counts and its dates from its live shifts. Every change
 * that adds, fills, frees or deletes a shift of a gig calls this in the same transaction, so the figures
 * never drift from the shifts (available <= total always holds).
 */
export async function refreshGigFigures(executor: Executor, gigId: string): Promise<void> {
  const rows = await executor
    .select({ status: shifts.status, startsAt: shifts.startsAt, endsAt: shifts.endsAt })
    .from(shifts)
    .where(eq(shifts.gigId, gigId));
  const figures = gigFiguresOf(rows);
  await executor
    .update(gigs)
    .set({ ...figures, updatedAt: sql`now()` })
    .where(eq(gigs.id, gigId));
}
