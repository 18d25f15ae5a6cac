import type { Actor } from '@portal/domain/access';
import type { DeletedContract } from '@portal/domain/customer-contracts';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { ContractRef, ContractUser } from '../contract-users';
import { softDeleteContract } from '../customer-contracts.repository';
import { announceContract, type CustomerContractsDependencies, getContractRow } from './contract-use-case';

export type DeleteContractOptions = { actor: Actor; accountId: string; contractId: string };

/** How many records of each user use the contract; only users with at least one are listed. */
export async function findContractUses(
  executor: Executor,
  users: readonly ContractUser[],
  contract: ContractRef,
): Promise<Record<string, number>> {
  const uses: Record<string, number> = {};
  for (const user of users) {
    const count = await user.countUses(executor, contract);
    if (count > 0) {
      uses[user.name] = count;
    }
  }
  return uses;
}

/**
 * Spec section 5 and issue 13: a contract is deleted (soft) only while nothing uses it; otherwise 409
 * CONTRACT_IN_USE naming the users. The web app has confirmed first ("cannot be undone").
 */
export async function deleteContract(
  { db, clock, users }: CustomerContractsDependencies,
  { actor, accountId, contractId }: DeleteContractOptions,
): Promise<DeletedContract> {
  return db.transaction(async (tx) => {
    const row = await getContractRow(tx, accountId, contractId, { forUpdate: true });
    const uses = await findContractUses(tx, users, { accountId, contractId });
    if (Object.keys(uses).length > 0) {
      throw new DomainError('CONTRACT_IN_USE', { uses });
    }
    const at = clock.now();
    await softDeleteContract(tx, contractId, at);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'delete',
      subject: 'Contract',
      subjectId: contractId,
      changes: { before: { name: row.name, customerNumber: row.customerNumber } },
    });
    await announceContract(tx, accountId, contractId, 'deleted');
    return { id: contractId, deletedAt: at.toISOString() };
  });
}
