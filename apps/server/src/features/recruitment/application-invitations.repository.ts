import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobAds } from '../../db/schema/job-ads.schema';
import { applicationInvitations, workerApplications } from '../../db/schema/recruitment.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type ApplicationInvitationRow = typeof applicationInvitations.$inferSelect;
/** A row with what its views name: the ad's title, the inviter's name, the account's name. */
export type InvitationView = ApplicationInvitationRow & {
  jobAdTitle: string | null;
  invitedByName: string | null;
  accountName: string;
};

const viewColumns = {
  invitation: applicationInvitations,
  jobAdTitle: jobAds.title,
  invitedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  accountName: accounts.name,
};

function selectViews(executor: Executor, where: SQL | undefined) {
  return executor
    .select(viewColumns)
    .from(applicationInvitations)
    .innerJoin(accounts, eq(accounts.id, applicationInvitations.accountId))
    .leftJoin(jobAds, eq(jobAds.id, applicationInvitations.jobAdId))
    .leftJoin(users, eq(users.id, applicationInvitations.invitedBy))
    .where(where);
}

type ViewRow = {
  invitation: ApplicationInvitationRow;
  jobAdTitle: string | null;
  invitedByName: string | null;
  accountName: string;
};
const toView = (row: ViewRow): InvitationView => ({
  ...row.invitation,
  jobAdTitle: row.jobAdTitle,
  invitedByName: row.invitedByName,
  accountName: row.accountName,
});

export async function insertInvitation(
  executor: Executor,
  values: typeof applicationInvitations.$inferInsert,
): Promise<string> {
  const [row] = await executor
    .insert(applicationInvitations)
    .values(values)
    .returning({ id: applicationInvitations.id });
  if (!row) {
    throw new Error('application invitation insert returned no row');
  }
  return row.id;
}

/** One invitation of the account (another account's id answers null: its existence is not confirmed). */
export async function findInvitation(
  executor: Executor,
  accountId: string,
  id: string,
): Promise<InvitationView | null> {
  const [row] = await selectViews(
    executor,
    and(eq(applicationInvitations.accountId, accountId), eq(applicationInvitations.id, id)),
  );
  return row ? toView(row) : null;
}

export async function findInvitationByTokenHash(
  executor: Executor,
  tokenHash: string,
): Promise<InvitationView | null> {
  const [row] = await selectViews(executor, eq(applicationInvitations.tokenHash, tokenHash));
  return row ? toView(row) : null;
}

/** The status filter as SQL, mirroring the domain's `applicationInvitationStatus`. */
function statusWhere(status: string | undefined, now: Date): SQL | undefined {
  const notCancelled = isNull(applicationInvitations.cancelledAt);
  const notUsed = isNull(applicationInvitations.applicantId);
  switch (status) {
    case 'cancelled':
      return sql`${applicationInvitations.cancelledAt} is not null`;
    case 'used':
      return and(notCancelled, sql`${applicationInvitations.applicantId} is not null`);
    case 'expired':
      return and(notCancelled, notUsed, sql`${applicationInvitations.expiresAt} <= ${now}`);
    case 'open':
      return and(notCancelled, notUsed, gt(applicationInvitations.expiresAt, now));
    default:
      return undefined;
  }
}

export async function listInvitations(
  executor: Executor,
  query: { accountId: string; status: string | undefined; now: Date; limit: number; offset: number },
): Promise<{ rows: InvitationView[]; total: number }> {
  const where = and(
    eq(applicationInvitations.accountId, query.accountId),
    statusWhere(query.status, query.now),
  );
  const rows = await selectViews(executor, where)
    .orderBy(desc(applicationInvitations.createdAt), desc(applicationInvitations.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await executor.select({ total: count() }).from(applicationInvitations).where(where);
  return { rows: rows.map(toView), total: total?.total ?? 0 };
}

export async function updateInvitation(
  executor: Executor,
  id: string,
  values: Partial<Pick<ApplicationInvitationRow, 'cancelledAt' | 'tokenHash' | 'expiresAt' | 'openedAt'>>,
): Promise<void> {
  await executor.update(applicationInvitations).set(values).where(eq(applicationInvitations.id, id));
}

/**
 * Marks the account's open invitations to an e-mail as used by the applicant who registered with it, and
 * says whether there was one.
 */
export async function markInvitationsUsed(
  executor: Executor,
  values: { accountId: string; email: string; applicantId: string; now: Date },
): Promise<boolean> {
  const used = await executor
    .update(applicationInvitations)
    .set({ applicantId: values.applicantId })
    .where(
      and(
        eq(applicationInvitations.accountId, values.accountId),
        eq(applicationInvitations.email, values.email),
        isNull(applicationInvitations.applicantId),
        isNull(applicationInvitations.cancelledAt),
        gt(applicationInvitations.expiresAt, values.now),
      ),
    )
    .returning({ id: applicationInvitations.id });
  return used.length > 0;
}

export async function setApplicationSource(
  executor: Executor,
  applicantId: string,
  source: string,
): Promise<void> {
  await executor.update(workerApplications).set({ source }).where(eq(workerApplications.userId, applicantId));
}
