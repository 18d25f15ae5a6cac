import type { Actor } from '@portal/domain/access';
import {
  canCountersign,
  type EmploymentContract,
  nextContractStatus,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { appendContractEvent } from '../contract-event-chain';
import { revokeSigningLinks } from '../contract-signing.repository';
import { findUserName, updateContract } from '../employment-contracts.repository';
import {
  announce,
  auditSubject,
  type ContractIds,
  type EmploymentContractsDependencies,
  lockContract,
  staffView,
} from './contract-use-case';
import { syncWorkerContractState } from './worker-contract-state';

/** Cancels a draft, sent or viewed contract: every link stops working (410) and the worker's step follows. */
export async function cancelContract(
  { db, clock }: EmploymentContractsDependencies,
  { actor, ids }: { actor: Actor; ids: ContractIds },
): Promise<EmploymentContract> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await lockContract(tx, ids);
    const status = nextContractStatus(before.status, 'cancel');
    if (!status) {
      throw new DomainError('CONTRACT_ACTION_NOT_ALLOWED', { status: before.status });
    }
    await revokeSigningLinks(tx, before.id, now);
    const contract = await updateContract(tx, before.id, { status, cancelledAt: now, updatedAt: now });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'cancelled',
      party: 'staff',
      actorId: actor.userId,
      actorName: await findUserName(tx, actor.userId),
      occurredAt: now,
    });
    await syncWorkerContractState(tx, contract.workerId, now);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'cancel',
      subject: auditSubject,
      subjectId: contract.id,
      changes: { before: { status: before.status }, after: { status } },
    });
    await announce(tx, contract);
    return staffView(tx, contract.id);
  });
}

/** The employer's countersignature of a contract the worker signed, when the contract requires one. */
export async function countersignContract(
  { db, clock }: EmploymentContractsDependencies,
  { actor, ids }: { actor: Actor; ids: ContractIds },
): Promise<EmploymentContract> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await lockContract(tx, ids);
    if (!canCountersign(before)) {
      throw new DomainError('CONTRACT_ACTION_NOT_ALLOWED', { status: before.status });
    }
    const actorName = await findUserName(tx, actor.userId);
    const contract = await updateContract(tx, before.id, {
      countersignedBy: actor.userId,
      countersignedAt: now,
      updatedAt: now,
    });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'countersigned',
      party: 'staff',
      actorId: actor.userId,
      actorName,
      data: { signedSha256: contract.signedSha256 },
      occurredAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'countersign',
      subject: auditSubject,
      subjectId: contract.id,
      changes: { after: { countersignedAt: now.toISOString() } },
    });
    await announce(tx, contract);
    return staffView(tx, contract.id);
  });
}
