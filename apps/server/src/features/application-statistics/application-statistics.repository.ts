import type { StatisticsApplication } from '@portal/domain/application-statistics';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

/** The shift states that mean the worker was booked for, or worked, the shift. */
const bookedOrWorked = sql.raw(`('booked', 'confirmed', 'verified')`);

/**
 * The account's applications created in [start, end): the applicant's role and region, the source, every
 * step of the history (plus the current step), and the worker's first booked or worked shift in the
 * account. Read-only over the recruitment, users and shifts tables (decision 0013 lets a feature read).
 */
export async function findStatisticsApplications(
  executor: Executor,
  accountId: string,
  start: Date,
  end: Date,
): Promise<StatisticsApplication[]> {
  const rows = await executor
    .select({
      createdAt: workerApplications.createdAt,
      step: workerApplications.step,
      source: workerApplications.source,
      role: users.profession,
      region: users.addressRegion,
      steps: sql<string[] | null>`(
        select array_agg(distinct events.to_step) from ${applicationStepEvents} events
        where events.applicant_id = ${workerApplications.userId}
          and events.account_id = ${workerApplications.accountId})`,
      // Milliseconds as a float: the same JavaScript number from PGlite and node-postgres.
      firstShiftMs: sql<number | null>`(
        select (extract(epoch from min(first_shift.starts_at)) * 1000)::float8 from ${shifts} first_shift
        where first_shift.assigned_to = ${workerApplications.userId}
          and first_shift.account_id = ${workerApplications.accountId}
          and first_shift.deleted_at is null
          and first_shift.status in ${bookedOrWorked})`,
    })
    .from(workerApplications)
    .innerJoin(users, eq(users.id, workerApplications.userId))
    .where(
      and(
        eq(workerApplications.accountId, accountId),
        gte(workerApplications.createdAt, start),
        lt(workerApplications.createdAt, end),
      ),
    );
  return rows.map((row) => ({
    createdAt: row.createdAt,
    role: row.role,
    region: row.region,
    source: row.source,
    stepsReached: [...(row.steps ?? []), row.step],
    firstShiftAt: row.firstShiftMs === null ? null : new Date(Number(row.firstShiftMs)),
  }));
}
