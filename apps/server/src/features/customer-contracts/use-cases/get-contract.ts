import type { ContractDetail } from '@portal/domain/customer-contracts';
import { type CustomerContractsDependencies, getContractRow, loadContractDetail } from './contract-use-case';

export type GetContractOptions = { accountId: string; contractId: string };

/** One contract of the account with every version (staff to edit it, the customer to read it). */
export async function getContract(
  { db }: CustomerContractsDependencies,
  { accountId, contractId }: GetContractOptions,
): Promise<ContractDetail> {
  return loadContractDetail(db, await getContractRow(db, accountId, contractId));
}
