import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { temporaryContracts } from '../../db/schema/hr.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type TemporaryContractRow = typeof temporaryContracts.$inferSelect;
export type TemporaryContractRecord = TemporaryContractRow & {
  areaName: string;
  createdByName: string | null;
};

function selectRecords(executor: Executor) {
  return executor
    .select({
      contract: temporaryContracts,
      areaName: areas.name,
      createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(temporaryContracts)
    .innerJoin(areas, eq(areas.id, temporaryContracts.areaId))
    .leftJoin(users, eq(users.id, temporaryContracts.createdBy));
}

type SelectedRecord = { contract: TemporaryContractRow; areaName: string; createdByName: string | null };

function toRecord(row: SelectedRecord): TemporaryContractRecord {
  return { ...row.contract, areaName: row.areaName, createdByName: row.createdByName };
}

/** The worker's temporary contracts in the account, newest first. */
export async function listTemporaryContracts(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<TemporaryContractRecord[]> {
  const rows = await selectRecords(executor)
    .where(and(eq(temporaryContracts.accountId, accountId), eq(temporaryContracts.workerId, workerId)))
    .orderBy(desc(temporaryContracts.createdAt), desc(temporaryContracts.id));
  return rows.map(toRecord);
}

export async function findTemporaryContract(
  executor: Executor,
  accountId: string,
  contractId: string,
): Promise<TemporaryContractRecord | null> {
  const [row] = await selectRecords(executor).where(
    and(eq(temporaryContracts.id, contractId), eq(temporaryContracts.accountId, accountId)),
  );
  return row ? toRecord(row) : null;
}

export type NewTemporaryContract = Omit<typeof temporaryContracts.$inferInsert, 'id'>;

export async function insertTemporaryContract(
  executor: Executor,
  contract: NewTemporaryContract,
): Promise<string> {
  const [row] = await executor
    .insert(temporaryContracts)
    .values(contract)
    .returning({ id: temporaryContracts.id });
  if (!row) {
    throw new Error('temporary contract insert returned no row');
  }
  return row.id;
}

/** The employer's details the contract PDF names: the account, its organization and business id. */
export async function findContractEmployer(executor: Executor, accountId: string) {
  const [row] = await executor
    .select({
      accountName: accounts.name,
      organizationName: organizations.name,
      businessId: accounts.businessId,
    })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** An active area of the account with the address the PDF shows, or null. */
export async function findContractArea(executor: Executor, accountId: string, areaId: string) {
  const [row] = await executor
    .select({
      id: areas.id,
      name: areas.name,
      streetAddress: areas.streetAddress,
      postcode: areas.postcode,
      city: areas.city,
      region: areas.region,
    })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.accountId, accountId), ne(areas.status, 'deleted')));
  return row ?? null;
}
