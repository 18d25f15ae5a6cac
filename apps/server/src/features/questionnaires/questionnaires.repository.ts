import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  questionnaireInvitations,
  questionnaireResponses,
  questionnaires,
} from '../../db/schema/communications.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireCounts = { invitedCount: number; responseCount: number };

// Qualified by hand: without a join drizzle writes bare column names, and "id" inside the subquery would
// then be the invitation's own.
const outerId = sql.raw('"questionnaires"."id"');
const counts = {
  invitedCount: sql<number>`(select count(*)::int from ${questionnaireInvitations} where ${questionnaireInvitations.questionnaireId} = ${outerId})`,
  responseCount: sql<number>`(select count(*)::int from ${questionnaireResponses} where ${questionnaireResponses.questionnaireId} = ${outerId})`,
};

const inAccount = (accountId: string) =>
  and(eq(questionnaires.accountId, accountId), isNull(questionnaires.deletedAt));

export async function insertQuestionnaire(
  executor: Executor,
  values: typeof questionnaires.$inferInsert,
): Promise<QuestionnaireRow> {
  const [row] = await executor.insert(questionnaires).values(values).returning();
  if (!row) {
    throw new Error('questionnaire insert returned no row');
  }
  return row;
}

export async function updateQuestionnaire(
  executor: Executor,
  id: string,
  values: Partial<typeof questionnaires.$inferInsert>,
): Promise<QuestionnaireRow> {
  const [row] = await executor
    .update(questionnaires)
    .set(values)
    .where(eq(questionnaires.id, id))
    .returning();
  if (!row) {
    throw new Error('questionnaire update returned no row');
  }
  return row;
}

/** The account's questionnaire unless deleted, or null (another account's answers null too). */
export async function findQuestionnaire(
  executor: Executor,
  accountId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<QuestionnaireRow | null> {
  const query = executor
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), inAccount(accountId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findQuestionnaireCounts(executor: Executor, id: string): Promise<QuestionnaireCounts> {
  const [row] = await executor.select(counts).from(questionnaires).where(eq(questionnaires.id, id));
  return row ?? { invitedCount: 0, responseCount: 0 };
}

export async function listQuestionnaires(
  executor: Executor,
  filter: { accountId: string; limit: number; offset: number },
) {
  const where = inAccount(filter.accountId);
  const [rows, [total]] = await Promise.all([
    executor
      .select({ questionnaire: questionnaires, ...counts })
      .from(questionnaires)
      .where(where)
      .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ value: count() }).from(questionnaires).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findInvitedWorkerIds(
  executor: Executor,
  questionnaireId: string,
): Promise<Set<string>> {
  const rows = await executor
    .select({ workerId: questionnaireInvitations.workerId })
    .from(questionnaireInvitations)
    .where(eq(questionnaireInvitations.questionnaireId, questionnaireId));
  return new Set(rows.map((row) => row.workerId));
}

/**
 * Adds the links; a worker who already has one (a send racing another) is skipped by the unique index,
 * and only the workers whose link was made now are returned, so nobody gets two.
 */
export async function insertInvitations(
  executor: Executor,
  rows: (typeof questionnaireInvitations.$inferInsert)[],
): Promise<Set<string>> {
  if (rows.length === 0) {
    return new Set();
  }
  const inserted = await executor
    .insert(questionnaireInvitations)
    .values(rows)
    .onConflictDoNothing()
    .returning({ workerId: questionnaireInvitations.workerId });
  return new Set(inserted.map((row) => row.workerId));
}

/** The link's invitation with its questionnaire, the worker's first name and language and the company. */
export async function findInvitationByTokenHash(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({
      invitation: questionnaireInvitations,
      questionnaire: questionnaires,
      firstName: users.firstName,
      locale: users.locale,
      company: accounts.name,
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireInvitations.questionnaireId))
    .innerJoin(users, eq(users.id, questionnaireInvitations.workerId))
    .innerJoin(accounts, eq(accounts.id, questionnaires.accountId))
    .where(and(eq(questionnaireInvitations.tokenHash, tokenHash), isNull(questionnaires.deletedAt)));
  return row ?? null;
}

export async function markInvitationOpened(executor: Executor, id: string, at: Date): Promise<void> {
  await executor
    .update(questionnaireInvitations)
    .set({ openedAt: at })
    .where(and(eq(questionnaireInvitations.id, id), isNull(questionnaireInvitations.openedAt)));
}

export async function findResponse(executor: Executor, questionnaireId: string, workerId: string) {
  const [row] = await executor
    .select()
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.questionnaireId, questionnaireId),
        eq(questionnaireResponses.workerId, workerId),
      ),
    );
  return row ?? null;
}

/** One response per worker: answering again replaces the earlier answers. */
export async function saveResponse(
  executor: Executor,
  values: { questionnaireId: string; workerId: string; answers: unknown; submittedAt: Date },
) {
  const [row] = await executor
    .insert(questionnaireResponses)
    .values(values)
    .onConflictDoUpdate({
      target: [questionnaireResponses.questionnaireId, questionnaireResponses.workerId],
      set: { answers: values.answers, submittedAt: values.submittedAt },
    })
    .returning();
  if (!row) {
    throw new Error('questionnaire response upsert returned no row');
  }
  return row;
}

/** Every response with the worker's name, oldest first (the results and the CSV). */
export async function listResponses(executor: Executor, questionnaireId: string) {
  return executor
    .select({
      answers: questionnaireResponses.answers,
      submittedAt: questionnaireResponses.submittedAt,
      workerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(questionnaireResponses)
    .innerJoin(users, eq(users.id, questionnaireResponses.workerId))
    .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
    .orderBy(questionnaireResponses.submittedAt, questionnaireResponses.id);
}
