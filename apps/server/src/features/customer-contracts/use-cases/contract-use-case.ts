import type { ContractDetail } from '@portal/domain/customer-contracts';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { publishChange } from '../../../lib/publish-change';
import type { ContractUser } from '../contract-users';
import { presentContractDetail } from '../customer-contracts.presenter';
import { type ContractRow, findContract, findVersions } from '../customer-contracts.repository';

// What the customer-contract use cases (one per file in this folder) share: their dependencies, loading a
// contract of the account (404 for another account's or a deleted one) and the change notice.

export type CustomerContractsDependencies = {
  db: Database;
  clock: Clock;
  /** What may use a contract and so keeps it from being deleted (contract-users.ts). */
  users: readonly ContractUser[];
};

export async function getContractRow(
  executor: Executor,
  accountId: string,
  contractId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContractRow> {
  const row = await findContract(executor, accountId, contractId, options);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: contractId });
  }
  return row;
}

export async function loadContractDetail(executor: Executor, row: ContractRow): Promise<ContractDetail> {
  return presentContractDetail(row, await findVersions(executor, [row.id]));
}

export async function announceContract(
  tx: Executor,
  accountId: string,
  contractId: string,
  action: 'created' | 'updated' | 'deleted',
): Promise<void> {
  await publishChange(tx, { accountId, subject: 'Contract', id: contractId, action });
}
