import type { ContractPage, ListContractsQuery } from '@portal/domain/customer-contracts';
import { helsinkiDayKey, pageOffset } from '@portal/domain/shared';
import { presentContractSummary } from '../customer-contracts.presenter';
import { findVersions, listContracts as listContractRows } from '../customer-contracts.repository';
import type { CustomerContractsDependencies } from './contract-use-case';

export type ListContractsOptions = { accountId: string; query: ListContractsQuery };

/** A page of the account's contracts by name, each with the base-hour price in force today (Helsinki). */
export async function listContracts(
  { db, clock }: CustomerContractsDependencies,
  { accountId, query }: ListContractsOptions,
): Promise<ContractPage> {
  const { rows, total } = await listContractRows(db, {
    accountId,
    search: query.search || undefined,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  const versions = await findVersions(
    db,
    rows.map((row) => row.id),
  );
  const today = helsinkiDayKey(clock.now());
  return {
    items: rows.map((row) =>
      presentContractSummary(
        row,
        versions.filter((version) => version.contractId === row.id),
        today,
      ),
    ),
    total,
  };
}
