import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pools } from '../../db/schema/pools.schema';
import { registrationCodes, workerApplications } from '../../db/schema/recruitment.schema';
import { accounts } from '../../db/schema/tenancy.schema';

export type RegistrationCodeRow = typeof registrationCodes.$inferSelect;

export async function insertRegistrationCode(
  executor: Executor,
  values: { email: string; codeHash: string; expiresAt: Date; ipAddress: string; createdAt: Date },
): Promise<void> {
  await executor.insert(registrationCodes).values(values);
}

/** Codes sent since `since` to one e-mail, or to one client address: the rate limits count these. */
export async function countCodesSince(
  executor: Executor,
  where: { email: string } | { ipAddress: string },
  since: Date,
): Promise<number> {
  const match =
    'email' in where
      ? eq(registrationCodes.email, where.email)
      : eq(registrationCodes.ipAddress, where.ipAddress);
  const [row] = await executor
    .select({ total: count() })
    .from(registrationCodes)
    .where(and(match, gte(registrationCodes.createdAt, since)));
  return row?.total ?? 0;
}

/** The newest live code of an e-mail, locked so concurrent guesses count one by one. */
export async function lockNewestCode(executor: Executor, email: string): Promise<RegistrationCodeRow | null> {
  const [row] = await executor
    .select()
    .from(registrationCodes)
    .where(and(eq(registrationCodes.email, email), isNull(registrationCodes.deactivatedAt)))
    .orderBy(desc(registrationCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The verified, not yet used code whose secret hashes to `credentialHash`, locked. */
export async function lockCodeBySecret(
  executor: Executor,
  credentialHash: string,
): Promise<RegistrationCodeRow | null> {
  const [row] = await executor
    .select()
    .from(registrationCodes)
    .where(and(eq(registrationCodes.credentialHash, credentialHash), isNull(registrationCodes.deactivatedAt)))
    .for('update');
  return row ?? null;
}

export async function updateRegistrationCode(
  executor: Executor,
  id: string,
  values: Partial<Pick<RegistrationCodeRow, 'attempts' | 'verifiedAt' | 'credentialHash' | 'deactivatedAt'>>,
): Promise<void> {
  await executor.update(registrationCodes).set(values).where(eq(registrationCodes.id, id));
}

/** Ends every live code of an e-mail (a newer code replaces them; registration uses one up). */
export async function deactivateCodesOf(executor: Executor, email: string, at: Date): Promise<void> {
  await executor
    .update(registrationCodes)
    .set({ deactivatedAt: at })
    .where(and(eq(registrationCodes.email, email), isNull(registrationCodes.deactivatedAt)));
}

export async function findAccountOrganization(executor: Executor, accountId: string): Promise<string | null> {
  const [row] = await executor
    .select({ organizationId: accounts.organizationId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.organizationId ?? null;
}

export async function insertWorkerApplication(
  executor: Executor,
  values: typeof workerApplications.$inferInsert,
): Promise<void> {
  await executor.insert(workerApplications).values(values);
}

/** The account's default pool (one per account), which a new applicant joins; null when it has none. */
export async function findDefaultPoolId(executor: Executor, accountId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.accountId, accountId), eq(pools.isDefault, true)));
  return row?.id ?? null;
}
