import type { Actor } from '@portal/domain/access';
import type { ContractDetail, CustomerContractValues } from '@portal/domain/customer-contracts';
import { recordAudit } from '../../../lib/audit';
import { findVersions, replaceContract } from '../customer-contracts.repository';
import {
  announceContract,
  type CustomerContractsDependencies,
  getContractRow,
  loadContractDetail,
} from './contract-use-case';

export type UpdateContractOptions = {
  actor: Actor;
  accountId: string;
  contractId: string;
  input: CustomerContractValues;
};

/**
 * Replaces a contract's terms and versions. Every version stays editable, also one whose day has passed:
 * nothing is invoiced yet. Once invoices exist, a version an invoice priced by is to be locked here
 * (issue 13: a sent invoice is never changed, only credited).
 */
export async function updateContract(
  { db, clock }: CustomerContractsDependencies,
  { actor, accountId, contractId, input }: UpdateContractOptions,
): Promise<ContractDetail> {
  return db.transaction(async (tx) => {
    const before = await getContractRow(tx, accountId, contractId, { forUpdate: true });
    const beforeVersions = await findVersions(tx, [contractId]);
    const row = await replaceContract(tx, contractId, input, clock.now());
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'update',
      subject: 'Contract',
      subjectId: contractId,
      changes: {
        before: { ...before, versions: beforeVersions.map(({ contractId: _, ...version }) => version) },
        after: input,
      },
    });
    await announceContract(tx, accountId, contractId, 'updated');
    return loadContractDetail(tx, row);
  });
}
