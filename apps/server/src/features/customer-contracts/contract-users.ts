import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { invoices } from '../../db/schema/invoices.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';

/** A contract of an account, as a user check is asked about it. */
export type ContractRef = { accountId: string; contractId: string };

/**
 * Something that uses a customer contract and so keeps it from being deleted (issue 13: "refused while
 * shifts or invoices use it"). Each user answers how many of its records use the contract.
 */
export type ContractUser = {
  /** What uses the contract (for the refusal's details and the audit): `shifts`, `invoices`, ... */
  name: string;
  countUses(executor: Executor, contract: ContractRef): Promise<number>;
};

/** A user counting the live rows of a table that name the contract (reading other tables is free). */
function rowsNaming(
  name: string,
  table: PgTable,
  columns: { accountId: PgColumn; contractId: PgColumn },
  live: SQL,
): ContractUser {
  return {
    name,
    async countUses(executor, contract) {
      const [row] = await executor
        .select({ total: count() })
        .from(table)
        .where(
          and(eq(columns.accountId, contract.accountId), eq(columns.contractId, contract.contractId), live),
        );
      return row?.total ?? 0;
    },
  };
}

/**
 * The users of a contract the delete checks (decision 0033): live areas and gigs (templates included)
 * that pick it, live shifts that store it, and invoices and credit notes not deleted. A deleted area, gig
 * or shift keeps its `contract_id` but no longer holds the contract.
 */
export const contractUsers: readonly ContractUser[] = [
  rowsNaming('areas', areas, areas, ne(areas.status, 'deleted')),
  rowsNaming('gigs', gigs, gigs, ne(gigs.status, 'deleted')),
  rowsNaming('shifts', shifts, shifts, ne(shifts.status, 'deleted')),
  rowsNaming('invoices', invoices, invoices, isNull(invoices.deletedAt)),
];
