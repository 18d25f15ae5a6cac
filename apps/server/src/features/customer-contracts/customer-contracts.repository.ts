import type { CustomerContractValues } from '@portal/domain/customer-contracts';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';

export type ContractRow = typeof customerContracts.$inferSelect;
export type ContractVersionRow = typeof customerContractVersions.$inferSelect;

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const isLive = isNull(customerContracts.deletedAt);

/** The account's live contracts by name, searched by part of the name or the customer number. */
export async function listContracts(
  executor: Executor,
  filter: { accountId: string; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(customerContracts.accountId, filter.accountId),
    isLive,
    filter.search
      ? or(
          ilike(customerContracts.name, contains(filter.search)),
          ilike(customerContracts.customerNumber, contains(filter.search)),
        )
      : undefined,
  );
  const rows = await executor
    .select()
    .from(customerContracts)
    .where(where)
    .orderBy(asc(sql`lower(${customerContracts.name})`), asc(customerContracts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(customerContracts)
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** A live contract of the account, or null (also for another account's or a deleted one). */
export async function findContract(
  executor: Executor,
  accountId: string,
  contractId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContractRow | null> {
  const query = executor
    .select()
    .from(customerContracts)
    .where(and(eq(customerContracts.id, contractId), eq(customerContracts.accountId, accountId), isLive));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The versions of some contracts, oldest first. */
export async function findVersions(executor: Executor, contractIds: readonly string[]) {
  if (contractIds.length === 0) {
    return [];
  }
  return executor
    .select()
    .from(customerContractVersions)
    .where(inArray(customerContractVersions.contractId, [...contractIds]))
    .orderBy(asc(customerContractVersions.contractId), asc(customerContractVersions.validFrom));
}

function termsOf(values: CustomerContractValues) {
  return {
    name: values.name,
    customerNumber: values.customerNumber,
    noOverHours: values.noOverHours,
    monthlySalary: values.monthlySalary,
    campaignsRaisePrice: values.campaignsRaisePrice,
    collectiveAgreement: values.collectiveAgreement,
    vatTreatment: values.vatTreatment,
    vatExemptionBasis: values.vatExemptionBasis,
    validFrom: values.validFrom,
    validTo: values.validTo,
  };
}

async function insertVersions(executor: Executor, contractId: string, values: CustomerContractValues) {
  await executor.insert(customerContractVersions).values(
    values.versions.map((version) => ({
      contractId,
      validFrom: version.validFrom,
      prices: version.prices,
      wages: version.wages,
    })),
  );
}

export async function insertContract(
  executor: Executor,
  accountId: string,
  values: CustomerContractValues,
  at: Date,
): Promise<ContractRow> {
  const [row] = await executor
    .insert(customerContracts)
    .values({ accountId, ...termsOf(values), createdAt: at, updatedAt: at })
    .returning();
  if (!row) {
    throw new Error('inserting a customer contract returned no row');
  }
  await insertVersions(executor, row.id, values);
  return row;
}

/** Replaces the terms and every version of a contract (the form saves the whole contract). */
export async function replaceContract(
  executor: Executor,
  contractId: string,
  values: CustomerContractValues,
  at: Date,
): Promise<ContractRow> {
  const [row] = await executor
    .update(customerContracts)
    .set({ ...termsOf(values), updatedAt: at })
    .where(eq(customerContracts.id, contractId))
    .returning();
  if (!row) {
    throw new Error(`customer contract ${contractId} vanished while locked`);
  }
  await executor.delete(customerContractVersions).where(eq(customerContractVersions.contractId, contractId));
  await insertVersions(executor, contractId, values);
  return row;
}

export async function softDeleteContract(executor: Executor, contractId: string, at: Date): Promise<void> {
  await executor
    .update(customerContracts)
    .set({ deletedAt: at, updatedAt: at })
    .where(eq(customerContracts.id, contractId));
}
