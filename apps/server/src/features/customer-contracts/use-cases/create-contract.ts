import type { Actor } from '@portal/domain/access';
import type { ContractDetail, CustomerContractValues } from '@portal/domain/customer-contracts';
import { recordAudit } from '../../../lib/audit';
import { insertContract } from '../customer-contracts.repository';
import {
  announceContract,
  type CustomerContractsDependencies,
  loadContractDetail,
} from './contract-use-case';

export type CreateContractOptions = { actor: Actor; accountId: string; input: CustomerContractValues };

/** A new contract of the account with its versions (the input schema has checked terms and versions). */
export async function createContract(
  { db, clock }: CustomerContractsDependencies,
  { actor, accountId, input }: CreateContractOptions,
): Promise<ContractDetail> {
  return db.transaction(async (tx) => {
    const row = await insertContract(tx, accountId, input, clock.now());
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: 'Contract',
      subjectId: row.id,
      changes: { after: input },
    });
    await announceContract(tx, accountId, row.id, 'created');
    return loadContractDetail(tx, row);
  });
}
