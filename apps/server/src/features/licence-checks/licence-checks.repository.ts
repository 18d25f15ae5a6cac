import { type AnyColumn, and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { licenceChecks } from '../../db/schema/licence-checks.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

// SQL only (decision 0013): the licence checks this feature owns, and the names it reads from users.

export type LicenceCheckRow = typeof licenceChecks.$inferSelect;
export type LicenceCheckWithChecker = LicenceCheckRow & { checkedByName: string | null };

const checker = alias(users, 'checker');
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** A worker's checks in the account, newest first, with who checked. */
export async function findWorkerChecks(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<LicenceCheckWithChecker[]> {
  const rows = await executor
    .select({ check: licenceChecks, checkedByName: fullName(checker) })
    .from(licenceChecks)
    .leftJoin(checker, eq(checker.id, licenceChecks.checkedBy))
    .where(and(eq(licenceChecks.accountId, accountId), eq(licenceChecks.workerId, workerId)))
    .orderBy(desc(licenceChecks.checkedAt));
  return rows.map((row) => ({ ...row.check, checkedByName: row.checkedByName }));
}

export async function findCheck(
  executor: Executor,
  ids: { accountId: string; workerId: string; checkId: string },
): Promise<LicenceCheckRow | null> {
  const [row] = await executor
    .select()
    .from(licenceChecks)
    .where(
      and(
        eq(licenceChecks.id, ids.checkId),
        eq(licenceChecks.accountId, ids.accountId),
        eq(licenceChecks.workerId, ids.workerId),
      ),
    );
  return row ?? null;
}

/** The checks of many workers in one query (the booking gate reads a whole candidate list at once). */
export async function findChecksOfWorkers(
  executor: Executor,
  accountId: string,
  workerIds: readonly string[],
): Promise<LicenceCheckRow[]> {
  if (workerIds.length === 0) {
    return [];
  }
  return executor
    .select()
    .from(licenceChecks)
    .where(
      and(
        eq(licenceChecks.accountId, accountId),
        inArray(licenceChecks.workerId, [...workerIds]),
        eq(licenceChecks.superseded, false),
      ),
    );
}

/** Records a check; the earlier checks of its kind stop being in force (the newest is the one that counts). */
export async function insertCheck(
  executor: Executor,
  values: typeof licenceChecks.$inferInsert,
): Promise<LicenceCheckRow> {
  await executor
    .update(licenceChecks)
    .set({ superseded: true })
    .where(
      and(
        eq(licenceChecks.accountId, values.accountId),
        eq(licenceChecks.workerId, values.workerId),
        eq(licenceChecks.kind, values.kind),
        eq(licenceChecks.superseded, false),
      ),
    );
  const [row] = await executor.insert(licenceChecks).values(values).returning();
  if (!row) {
    throw new Error('licence check insert returned no row');
  }
  return row;
}

export async function setEvidence(
  executor: Executor,
  checkId: string,
  evidence: { evidenceKey: string; evidenceName: string },
): Promise<LicenceCheckRow> {
  const [row] = await executor
    .update(licenceChecks)
    .set(evidence)
    .where(eq(licenceChecks.id, checkId))
    .returning();
  if (!row) {
    throw new Error('licence check evidence update returned no row');
  }
  return row;
}

export type ExpiringCheckRow = LicenceCheckRow & { workerName: string; profession: string | null };

/**
 * Checks in force whose right ends on or before `until`, of workers who are not deleted; soonest first.
 * `from` leaves out rights that ended before it. With `unremindedOnly`, only those whose reminder has not gone (the daily job); `accountId` null: all accounts.
 */
export async function findExpiringChecks(
  executor: Executor,
  filter: { accountId: string | null; until: string; from?: string; unremindedOnly?: boolean },
): Promise<ExpiringCheckRow[]> {
  const rows = await executor
    .select({ check: licenceChecks, workerName: fullName(users), profession: users.profession })
    .from(licenceChecks)
    .innerJoin(users, eq(users.id, licenceChecks.workerId))
    .where(
      and(
        filter.accountId ? eq(licenceChecks.accountId, filter.accountId) : undefined,
        eq(licenceChecks.superseded, false),
        lte(licenceChecks.validUntil, filter.until),
        filter.from ? gte(licenceChecks.validUntil, filter.from) : undefined,
        ne(users.status, 'deleted'),
        filter.unremindedOnly ? isNull(licenceChecks.reminderSentAt) : undefined,
      ),
    )
    .orderBy(asc(licenceChecks.validUntil), asc(users.lastName));
  return rows.map((row) => ({ ...row.check, workerName: row.workerName, profession: row.profession }));
}

export async function markReminded(executor: Executor, checkIds: readonly string[], at: Date): Promise<void> {
  if (checkIds.length > 0) {
    await executor
      .update(licenceChecks)
      .set({ reminderSentAt: at })
      .where(inArray(licenceChecks.id, [...checkIds]));
  }
}

export type AccountAdmin = { email: string; locale: string | null; firstName: string };

/** The account's admins, who get the expiry reminders. */
export async function findAccountAdmins(executor: Executor, accountId: string): Promise<AccountAdmin[]> {
  return executor
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'admin'), ne(users.status, 'deleted')));
}

export async function findAccountName(executor: Executor, accountId: string): Promise<string> {
  const [row] = await executor
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}
