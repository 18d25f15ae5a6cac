import type { Executor } from '../../db/client';

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

/**
 * The users of a contract the delete checks. Empty today, on purpose: nothing refers to a customer contract
 * yet. The next slice links areas, gigs and shifts to a contract and adds their counts here; invoicing
 * adds invoices. Until then every contract can be deleted (decision 0033).
 */
export const contractUsers: readonly ContractUser[] = [];
