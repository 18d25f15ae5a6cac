import type { ContractStatus, ParsedEmploymentContractListQuery } from '@portal/domain/employment-contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employmentContracts } from '../../db/schema/employment-contracts.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type EmploymentContractRow = typeof employmentContracts.$inferSelect;
export type ContractWithNames = EmploymentContractRow & {
  workerName: string;
  countersignedByName: string | null;
};

const countersigner = alias(users, 'countersigner');
const fullName = (table: typeof users) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

// --- the parties -----------------------------------------------------------------------------------------

/** The worker a contract is drafted for (the workers feature's account worker). */
export {
  type AccountWorker as ContractWorker,
  findAccountWorker as findContractWorker,
} from '../workers/workers.api';

/** The employer on the contract: the organization's legal name (the seller details) or its name. */
export async function findEmployer(executor: Executor, accountId: string) {
  const [row] = await executor
    .select({
      name: sql<string>`coalesce(${organizations.legalName}, ${organizations.name})`,
      accountName: accounts.name,
      businessId: organizations.businessId,
      city: organizations.city,
      email: organizations.payrollContactEmail,
    })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.id, accountId));
  if (!row) {
    throw new Error(`account ${accountId} has no organization`);
  }
  return row;
}
export type ContractEmployer = Awaited<ReturnType<typeof findEmployer>>;

// --- contracts -------------------------------------------------------------------------------------------

export async function insertContract(
  executor: Executor,
  values: typeof employmentContracts.$inferInsert,
): Promise<EmploymentContractRow> {
  const [row] = await executor.insert(employmentContracts).values(values).returning();
  if (!row) {
    throw new Error('employment contract insert returned no row');
  }
  return row;
}

export async function updateContract(
  executor: Executor,
  contractId: string,
  values: Partial<typeof employmentContracts.$inferInsert>,
): Promise<EmploymentContractRow> {
  const [row] = await executor
    .update(employmentContracts)
    .set(values)
    .where(eq(employmentContracts.id, contractId))
    .returning();
  if (!row) {
    throw new Error(`employment contract ${contractId} vanished during update`);
  }
  return row;
}

export async function deleteContractRow(executor: Executor, contractId: string): Promise<void> {
  await executor.delete(employmentContracts).where(eq(employmentContracts.id, contractId));
}

/** A contract of the account (locked for the change when asked), or null: other accounts' are invisible. */
export async function findContract(
  executor: Executor,
  accountId: string,
  contractId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EmploymentContractRow | null> {
  const query = executor
    .select()
    .from(employmentContracts)
    .where(and(eq(employmentContracts.id, contractId), eq(employmentContracts.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findContractById(
  executor: Executor,
  contractId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EmploymentContractRow | null> {
  const query = executor.select().from(employmentContracts).where(eq(employmentContracts.id, contractId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const withNames = {
  contract: employmentContracts,
  workerName: fullName(users),
  countersignedByName: sql<string | null>`${countersigner.firstName} || ' ' || ${countersigner.lastName}`,
};

function namedContracts(executor: Executor) {
  return executor
    .select(withNames)
    .from(employmentContracts)
    .innerJoin(users, eq(users.id, employmentContracts.workerId))
    .leftJoin(countersigner, eq(countersigner.id, employmentContracts.countersignedBy));
}

function flatten(row: {
  contract: EmploymentContractRow;
  workerName: string;
  countersignedByName: string | null;
}) {
  return { ...row.contract, workerName: row.workerName, countersignedByName: row.countersignedByName };
}

export async function findContractWithNames(
  executor: Executor,
  contractId: string,
): Promise<ContractWithNames | null> {
  const [row] = await namedContracts(executor).where(eq(employmentContracts.id, contractId));
  return row ? flatten(row) : null;
}

const sorts: Record<ParsedEmploymentContractListQuery['sort'], SQL[]> = {
  'created-desc': [desc(employmentContracts.createdAt)],
  'created-asc': [asc(employmentContracts.createdAt)],
  'worker-asc': [asc(users.lastName), asc(users.firstName)],
  'worker-desc': [desc(users.lastName), desc(users.firstName)],
  'starts-asc': [asc(employmentContracts.startsOn)],
  'starts-desc': [desc(employmentContracts.startsOn)],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listContracts(
  executor: Executor,
  accountId: string,
  query: ParsedEmploymentContractListQuery,
): Promise<{ rows: ContractWithNames[]; total: number }> {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(employmentContracts.accountId, accountId),
    query.status ? eq(employmentContracts.status, query.status) : undefined,
    query.workerId ? eq(employmentContracts.workerId, query.workerId) : undefined,
    search ? ilike(fullName(users), search) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    namedContracts(executor)
      .where(where)
      .orderBy(...sorts[query.sort], desc(employmentContracts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    executor
      .select({ total: count() })
      .from(employmentContracts)
      .innerJoin(users, eq(users.id, employmentContracts.workerId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
}

/** A worker's contracts in an account, newest first. */
export async function listWorkerContracts(
  executor: Executor,
  accountId: string | null,
  workerId: string,
): Promise<ContractWithNames[]> {
  const rows = await namedContracts(executor)
    .where(
      and(
        eq(employmentContracts.workerId, workerId),
        accountId ? eq(employmentContracts.accountId, accountId) : undefined,
      ),
    )
    .orderBy(desc(employmentContracts.createdAt), desc(employmentContracts.id));
  return rows.map(flatten);
}

/** Contracts waiting for a signature whose deadline has passed (the job expires them), locked. */
export async function lockContractsPastDeadline(executor: Executor, now: Date, limit: number) {
  return executor
    .select()
    .from(employmentContracts)
    .where(
      and(
        inArray(employmentContracts.status, ['sent', 'viewed'] satisfies ContractStatus[]),
        lte(employmentContracts.expiresAt, now),
      ),
    )
    .orderBy(asc(employmentContracts.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Contracts waiting for a signature whose deadline is within `before`, not yet reminded, locked. */
export async function lockContractsToRemind(executor: Executor, now: Date, before: Date, limit: number) {
  return executor
    .select()
    .from(employmentContracts)
    .where(
      and(
        inArray(employmentContracts.status, ['sent', 'viewed'] satisfies ContractStatus[]),
        isNull(employmentContracts.reminderSentAt),
        gt(employmentContracts.expiresAt, now),
        lte(employmentContracts.expiresAt, before),
      ),
    )
    .orderBy(asc(employmentContracts.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A staff user's name for the audit trail. */
export async function findUserName(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ name: fullName(users) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}
