import type { InterviewState, InterviewStep } from '@portal/domain/interviews';
import { type AnyColumn, and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { interviews } from '../../db/schema/interviews.schema';
import { workerApplications } from '../../db/schema/recruitment.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type InterviewRow = typeof interviews.$inferSelect;
/** An interview with its recruiter's name, as the card shows it. */
export type InterviewWithNames = InterviewRow & { assignedToName: string | null };

const assignees = alias(users, 'interview_assignees');
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

// --- templates ------------------------------------------------------------------------------------

export async function listTemplateRows(executor: Executor, accountId: string): Promise<InterviewRow[]> {
  return executor
    .select()
    .from(interviews)
    .where(and(eq(interviews.accountId, accountId), eq(interviews.isTemplate, true)))
    .orderBy(sql`lower(${interviews.templateName})`, asc(interviews.id));
}

/** A template of the account, or null (also another account's, or an applicant's interview). */
export async function findTemplate(
  executor: Executor,
  accountId: string,
  id: string,
): Promise<InterviewRow | null> {
  const [row] = await executor
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.accountId, accountId), eq(interviews.isTemplate, true)));
  return row ?? null;
}

export async function updateTemplate(
  executor: Executor,
  id: string,
  values: { templateName: string; steps: InterviewStep[]; at: Date },
): Promise<InterviewRow> {
  const [row] = await executor
    .update(interviews)
    .set({ templateName: values.templateName, steps: values.steps, updatedAt: values.at })
    .where(eq(interviews.id, id))
    .returning();
  if (!row) {
    throw new Error(`interview template ${id} vanished`);
  }
  return row;
}

export async function deleteTemplate(executor: Executor, id: string): Promise<void> {
  await executor.delete(interviews).where(and(eq(interviews.id, id), eq(interviews.isTemplate, true)));
}

// --- interviews and templates alike -------------------------------------------------------------

export async function insertInterview(
  executor: Executor,
  values: typeof interviews.$inferInsert,
): Promise<InterviewRow> {
  const [row] = await executor.insert(interviews).values(values).returning();
  if (!row) {
    throw new Error('inserting an interview returned no row');
  }
  return row;
}

// --- an applicant's interviews -------------------------------------------------------------------

function interviewsWithNames(executor: Executor) {
  return executor
    .select({ interview: interviews, assignedToName: sql<string | null>`${fullName(assignees)}` })
    .from(interviews)
    .leftJoin(assignees, eq(assignees.id, interviews.assignedTo));
}

const withNames = (rows: { interview: InterviewRow; assignedToName: string | null }[]) =>
  rows.map(({ interview, assignedToName }) => ({ ...interview, assignedToName }));

export async function listApplicantInterviewRows(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<InterviewWithNames[]> {
  const rows = await interviewsWithNames(executor)
    .where(
      and(
        eq(interviews.accountId, accountId),
        eq(interviews.applicantId, applicantId),
        eq(interviews.isTemplate, false),
      ),
    )
    .orderBy(desc(interviews.createdAt), asc(interviews.id));
  return withNames(rows);
}

export async function findInterviewWithNames(executor: Executor, id: string): Promise<InterviewWithNames> {
  const [row] = withNames(await interviewsWithNames(executor).where(eq(interviews.id, id)));
  if (!row) {
    throw new Error(`interview ${id} vanished`);
  }
  return row;
}

/** Locks the applicant's interview for the rest of the transaction, so two changes do not cross. */
export async function lockInterview(
  executor: Executor,
  ids: { accountId: string; applicantId: string; interviewId: string },
): Promise<InterviewRow | null> {
  const [row] = await executor
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.id, ids.interviewId),
        eq(interviews.accountId, ids.accountId),
        eq(interviews.applicantId, ids.applicantId),
        eq(interviews.isTemplate, false),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateInterview(
  executor: Executor,
  id: string,
  changes: Partial<{
    scheduledAt: Date;
    assignedTo: string | null;
    steps: InterviewStep[];
    state: InterviewState;
    completedAt: Date | null;
  }> & { at: Date },
): Promise<void> {
  const { at, ...rest } = changes;
  await executor
    .update(interviews)
    .set({ ...rest, updatedAt: at })
    .where(eq(interviews.id, id));
}

/** The recruiter's coming interviews: assigned to them, scheduled from `from`, not completed. */
export async function listUpcomingRows(
  executor: Executor,
  filter: { accountId: string; userId: string; from: Date; limit: number },
) {
  const applicants = alias(users, 'interview_applicants');
  return executor
    .select({
      id: interviews.id,
      applicantId: applicants.id,
      applicantName: fullName(applicants),
      scheduledAt: interviews.scheduledAt,
      state: interviews.state,
    })
    .from(interviews)
    .innerJoin(applicants, eq(applicants.id, interviews.applicantId))
    .where(
      and(
        eq(interviews.accountId, filter.accountId),
        eq(interviews.assignedTo, filter.userId),
        eq(interviews.isTemplate, false),
        ne(interviews.state, 'completed'),
        gte(interviews.scheduledAt, filter.from),
      ),
    )
    .orderBy(asc(interviews.scheduledAt), asc(interviews.id))
    .limit(filter.limit);
}

// --- people (read from the users and applications tables, decision 0013) -------------------------

/** An applicant of the account (a worker with an application), with what the invitation needs; or null. */
export async function findApplicant(executor: Executor, accountId: string, applicantId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      locale: users.locale,
      accountName: accounts.name,
    })
    .from(users)
    .innerJoin(workerApplications, eq(workerApplications.userId, users.id))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(users.id, applicantId),
        eq(users.accountId, accountId),
        eq(workerApplications.accountId, accountId),
        eq(users.role, 'worker'),
        ne(users.status, 'deleted'),
      ),
    );
  return row ?? null;
}

/** Who may hold the account's interviews: its admins and agents, and the admins of its organization. */
export async function listRecruiterRows(executor: Executor, accountId: string, userId?: string) {
  return executor
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, accountId))
    .where(
      and(
        userId ? eq(users.id, userId) : undefined,
        sql`(
          (${users.accountId} = ${accounts.id} and ${inArray(users.role, ['admin', 'agent'])})
          or (${users.organizationId} = ${accounts.organizationId} and ${users.role} = 'organization-admin')
        )`,
      ),
    )
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id));
}
