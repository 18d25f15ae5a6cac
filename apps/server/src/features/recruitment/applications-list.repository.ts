import type { ParsedApplicationListQuery } from '@portal/domain/recruitment';
import { longTermSeekingToleranceDays } from '@portal/domain/recruitment';
import { helsinkiDayEnd, helsinkiDayStart } from '@portal/domain/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { users } from '../../db/schema/users.schema';
import { workerSearchCondition } from '../workers/workers.api';
import { type ApplicationRowData, selectApplications } from './applications.repository';

type Filters = Omit<ParsedApplicationListQuery, 'page' | 'perPage' | 'sort' | 'order'>;

/**
 * Spec §9: long-term seeking is an open end or a period of 20 days or more (both days counted); the
 * same rule as the domain's `isLongTermSeeking`, tested against it through the list.
 */
const longTerm = sql`(${users.applicationStart} is not null and (${users.applicationEnd} is null or ${users.applicationEnd} - ${users.applicationStart} + 1 >= ${longTermSeekingToleranceDays}))`;

/** The domain's `seekingOverlaps` in SQL: a period with a start that overlaps [from, to]. */
function seekingCondition(from: string | undefined, to: string | undefined): SQL | undefined {
  if (!from && !to) {
    return undefined;
  }
  return and(
    isNotNull(users.applicationStart),
    to ? lte(users.applicationStart, to) : undefined,
    from ? or(sql`${users.applicationEnd} is null`, gte(users.applicationEnd, from)) : undefined,
  );
}

function whereOf(accountId: string, filters: Filters): SQL | undefined {
  return and(
    eq(workerApplications.accountId, accountId),
    filters.search ? workerSearchCondition(filters.search) : undefined,
    filters.step && filters.step.length > 0 ? inArray(workerApplications.step, filters.step) : undefined,
    filters.profession ? eq(users.profession, filters.profession) : undefined,
    filters.region ? eq(users.addressRegion, filters.region) : undefined,
    filters.assignedTo ? eq(workerApplications.assignedTo, filters.assignedTo) : undefined,
    filters.unconfirmed ? eq(users.confirmed, false) : undefined,
    filters.createdFrom
      ? gte(workerApplications.createdAt, helsinkiDayStart(filters.createdFrom))
      : undefined,
    filters.createdTo ? lt(workerApplications.createdAt, helsinkiDayEnd(filters.createdTo)) : undefined,
    seekingCondition(filters.seekingFrom, filters.seekingTo),
    filters.seekingTerm === 'long-term' ? longTerm : undefined,
    filters.seekingTerm === 'short-term'
      ? and(isNotNull(users.applicationStart), sql`not ${longTerm}`)
      : undefined,
  );
}

const sortColumns = {
  created: sql`${workerApplications.createdAt}`,
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  'step-changed': sql`${workerApplications.stepChangedAt}`,
} as const;

/** One page of the account's applications and how many match. */
export async function listApplicationRows(
  executor: Executor,
  accountId: string,
  query: ParsedApplicationListQuery,
  offset: number,
): Promise<{ rows: ApplicationRowData[]; total: number }> {
  const where = whereOf(accountId, query);
  const column = sortColumns[query.sort];
  const rows = await selectApplications(executor)
    .where(where)
    .orderBy(query.order === 'asc' ? sql`${column} asc` : sql`${column} desc`, asc(users.id))
    .limit(query.perPage)
    .offset(offset);
  const [totals] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(workerApplications)
    .innerJoin(users, eq(users.id, workerApplications.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

const callSteps = sql`${workerApplications.step} in ('applied', 'no_answer', 'licence_confirmed')`;

/** The call list: applicants in a calling step with a phone, not yet workers, oldest application first. */
export async function listCallRows(executor: Executor, accountId: string, limit: number, offset: number) {
  const where = and(
    eq(workerApplications.accountId, accountId),
    callSteps,
    isNotNull(users.mobile),
    sql`${users.mobile} <> ''`,
    eq(users.confirmed, false),
  );
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      profession: users.profession,
      addressCity: users.addressCity,
      step: workerApplications.step,
      stepChangedAt: workerApplications.stepChangedAt,
      createdAt: workerApplications.createdAt,
    })
    .from(workerApplications)
    .innerJoin(users, eq(users.id, workerApplications.userId))
    .where(where)
    .orderBy(asc(workerApplications.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(workerApplications)
    .innerJoin(users, eq(users.id, workerApplications.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}
export type CallRowData = Awaited<ReturnType<typeof listCallRows>>['rows'][number];

/**
 * The newest call of each applicant: a history entry that stayed in its step (a reached call) or went to
 * no_answer. Read for one page of the call list.
 */
export async function findLastCalls(
  executor: Executor,
  accountId: string,
  applicantIds: string[],
): Promise<Map<string, { at: Date; note: string | null }>> {
  if (applicantIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .selectDistinctOn([applicationStepEvents.applicantId], {
      applicantId: applicationStepEvents.applicantId,
      at: applicationStepEvents.createdAt,
      note: applicationStepEvents.note,
    })
    .from(applicationStepEvents)
    .where(
      and(
        eq(applicationStepEvents.accountId, accountId),
        inArray(applicationStepEvents.applicantId, applicantIds),
        or(
          eq(applicationStepEvents.toStep, 'no_answer'),
          sql`${applicationStepEvents.fromStep} = ${applicationStepEvents.toStep}`,
        ),
      ),
    )
    .orderBy(applicationStepEvents.applicantId, desc(applicationStepEvents.createdAt));
  return new Map(rows.map((row) => [row.applicantId, { at: row.at, note: row.note }]));
}
