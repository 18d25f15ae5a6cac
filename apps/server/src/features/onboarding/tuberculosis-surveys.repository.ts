import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { tuberculosisSurveys } from '../../db/schema/onboarding.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type TuberculosisSurveyRow = typeof tuberculosisSurveys.$inferSelect;
export type SurveyWithNames = TuberculosisSurveyRow & { workerName: string; reviewedByName: string | null };

const reviewer = alias(users, 'reviewer');
const fullName = (table: typeof users) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

export async function insertSurvey(
  executor: Executor,
  values: typeof tuberculosisSurveys.$inferInsert,
): Promise<TuberculosisSurveyRow> {
  const [row] = await executor.insert(tuberculosisSurveys).values(values).returning();
  if (!row) {
    throw new Error('tuberculosis survey insert returned no row');
  }
  return row;
}

export async function updateSurvey(
  executor: Executor,
  id: string,
  values: Partial<typeof tuberculosisSurveys.$inferInsert>,
): Promise<TuberculosisSurveyRow> {
  const [row] = await executor
    .update(tuberculosisSurveys)
    .set(values)
    .where(eq(tuberculosisSurveys.id, id))
    .returning();
  if (!row) {
    throw new Error(`tuberculosis survey ${id} vanished during update`);
  }
  return row;
}

export type SurveyListFilter = {
  accountId: string;
  status?: TuberculosisSurveyRow['status'];
  needsFollowUp?: boolean;
  workerId?: string;
  limit: number;
  offset: number;
};

function listConditions(filter: SurveyListFilter): SQL | undefined {
  return and(
    eq(tuberculosisSurveys.accountId, filter.accountId),
    filter.status ? eq(tuberculosisSurveys.status, filter.status) : undefined,
    filter.needsFollowUp === undefined
      ? undefined
      : eq(tuberculosisSurveys.needsFollowUp, filter.needsFollowUp),
    filter.workerId ? eq(tuberculosisSurveys.workerId, filter.workerId) : undefined,
  );
}

const withNames = {
  survey: tuberculosisSurveys,
  workerName: fullName(users),
  reviewedByName: sql<string | null>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
};

const flatten = (row: {
  survey: TuberculosisSurveyRow;
  workerName: string;
  reviewedByName: string | null;
}) => ({
  ...row.survey,
  workerName: row.workerName,
  reviewedByName: row.reviewedByName,
});

export async function listSurveys(
  executor: Executor,
  filter: SurveyListFilter,
): Promise<{ rows: SurveyWithNames[]; total: number }> {
  const where = listConditions(filter);
  const [rows, [total]] = await Promise.all([
    executor
      .select(withNames)
      .from(tuberculosisSurveys)
      .innerJoin(users, eq(users.id, tuberculosisSurveys.workerId))
      .leftJoin(reviewer, eq(reviewer.id, tuberculosisSurveys.reviewedBy))
      .where(where)
      .orderBy(desc(tuberculosisSurveys.createdAt), desc(tuberculosisSurveys.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ value: count() }).from(tuberculosisSurveys).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.value ?? 0 };
}

/** Answered surveys flagged for follow-up that HR has not reviewed yet: the count HR sees. */
export async function countFollowUps(executor: Executor, accountId: string): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(tuberculosisSurveys)
    .where(
      and(
        eq(tuberculosisSurveys.accountId, accountId),
        eq(tuberculosisSurveys.status, 'answered'),
        eq(tuberculosisSurveys.needsFollowUp, true),
      ),
    );
  return row?.value ?? 0;
}

export async function findSurvey(
  executor: Executor,
  accountId: string,
  surveyId: string,
): Promise<SurveyWithNames | null> {
  const [row] = await executor
    .select(withNames)
    .from(tuberculosisSurveys)
    .innerJoin(users, eq(users.id, tuberculosisSurveys.workerId))
    .leftJoin(reviewer, eq(reviewer.id, tuberculosisSurveys.reviewedBy))
    .where(and(eq(tuberculosisSurveys.id, surveyId), eq(tuberculosisSurveys.accountId, accountId)));
  return row ? flatten(row) : null;
}

export async function findSurveyByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<TuberculosisSurveyRow | null> {
  const query = executor
    .select()
    .from(tuberculosisSurveys)
    .where(eq(tuberculosisSurveys.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The worker's newest survey (the get-started checklist shows and answers it). */
export async function findNewestSurveyOfWorker(
  executor: Executor,
  workerId: string,
  options: { lock?: boolean } = {},
): Promise<TuberculosisSurveyRow | null> {
  const query = executor
    .select()
    .from(tuberculosisSurveys)
    .where(and(eq(tuberculosisSurveys.workerId, workerId), ne(tuberculosisSurveys.status, 'cancelled')))
    .orderBy(desc(tuberculosisSurveys.createdAt), desc(tuberculosisSurveys.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The worker's first name and the company, for the public pages. */
export async function findPublicNames(executor: Executor, row: { workerId: string; accountId: string }) {
  const [names] = await executor
    .select({ firstName: users.firstName, company: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, row.accountId))
    .where(eq(users.id, row.workerId));
  return names ?? { firstName: '', company: '' };
}
