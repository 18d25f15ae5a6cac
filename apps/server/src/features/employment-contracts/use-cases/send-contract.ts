import type { Actor } from '@portal/domain/access';
import {
  allowsContractAction,
  type EmploymentContract,
  nextContractStatus,
  type SendEmploymentContractValues,
  type SigningChannel,
} from '@portal/domain/employment-contracts';
import { DomainError, helsinkiDayEnd, helsinkiDayKey } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { recordApplicationStep } from '../../recruitment/recruitment.api';
import { appendContractEvent } from '../contract-event-chain';
import { revokeSigningLinks } from '../contract-signing.repository';
import {
  type ContractWorker,
  findContractWorker,
  findEmployer,
  findUserName,
  updateContract,
} from '../employment-contracts.repository';
import { storeOriginalPdf } from './contract-documents';
import {
  announce,
  auditSubject,
  type ContractIds,
  type EmploymentContractsDependencies,
  lockContract,
  staffView,
} from './contract-use-case';
import { issueSigningLink, messageWorker, signingUrl } from './signing-links';
import { syncWorkerContractState } from './worker-contract-state';

/** Each channel needs its destination on the worker: an e-mail address, a mobile number. */
function assertReachable(worker: ContractWorker, channels: readonly SigningChannel[]): void {
  if (channels.includes('email') && !worker.email) {
    throw new DomainError('WORKER_EMAIL_MISSING');
  }
  if (channels.includes('sms') && !worker.mobile) {
    throw new DomainError('WORKER_MOBILE_MISSING');
  }
}

/**
 * Sends a draft (or sends again a sent, viewed or expired contract) for signature: stores the PDF the
 * worker is shown (once: a re-send shows the same bytes), revokes older links, issues a new one and
 * messages it by the chosen channels; the worker's step moves to contract_pending.
 */
export async function sendContract(
  { db, clock, publicUrl, provider }: EmploymentContractsDependencies,
  { actor, ids, input }: { actor: Actor; ids: ContractIds; input: SendEmploymentContractValues },
): Promise<EmploymentContract> {
  const now = clock.now();
  if (input.deadline < helsinkiDayKey(now)) {
    throw new DomainError('CONTRACT_DEADLINE_INVALID');
  }
  return db.transaction(async (tx) => {
    const before = await lockContract(tx, ids);
    const status = nextContractStatus(before.status, 'send');
    if (!status) {
      throw new DomainError('CONTRACT_ACTION_NOT_ALLOWED', { status: before.status });
    }
    const worker = await findContractWorker(tx, ids.accountId, before.workerId);
    if (!worker) {
      throw new DomainError('WORKER_NOT_ASSIGNABLE');
    }
    assertReachable(worker, input.channels);
    const employer = await findEmployer(tx, ids.accountId);
    const expiresAt = helsinkiDayEnd(input.deadline);
    const original = before.originalSha256
      ? { sha256: before.originalSha256, pdf: null }
      : await storeOriginalPdf(tx, before, actor.userId, now);
    const external = original.pdf
      ? await provider.send({
          contract: before,
          pdf: original.pdf,
          signer: { fullName: worker.fullName, email: worker.email, mobile: worker.mobile },
          expiresAt,
        })
      : { externalId: before.externalId };
    await revokeSigningLinks(tx, before.id, now);
    const contract = await updateContract(tx, before.id, {
      status,
      channels: input.channels,
      expiresAt,
      sentAt: now,
      reminderSentAt: null,
      originalSha256: original.sha256,
      ...(external.externalId ? { externalProvider: provider.name, externalId: external.externalId } : {}),
      updatedAt: now,
    });
    let outboxIds: string[] = [];
    if (!external.externalId) {
      const token = await issueSigningLink(tx, contract.id, 'sent', now);
      outboxIds = await messageWorker(tx, {
        contract,
        worker,
        employer,
        channels: input.channels,
        kind: 'sent',
        link: signingUrl(publicUrl, token),
        expiresAt,
      });
    }
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'sent',
      party: 'staff',
      actorId: actor.userId,
      actorName: await findUserName(tx, actor.userId),
      data: {
        channels: input.channels,
        deadline: input.deadline,
        resent: before.status !== 'draft',
        originalSha256: original.sha256,
      },
      occurredAt: now,
    });
    const workerState = await syncWorkerContractState(tx, contract.workerId, now);
    // An applicant's application follows (decision 0052); a worker who never applied is left alone.
    await recordApplicationStep(tx, {
      accountId: ids.accountId,
      applicantId: contract.workerId,
      to: 'contract_sent',
      actorId: actor.userId,
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'send',
      subject: auditSubject,
      subjectId: contract.id,
      changes: {
        before: { status: before.status, expiresAt: before.expiresAt, workContract: workerState?.before },
        after: { status, channels: input.channels, deadline: input.deadline },
        outboxIds,
      },
    });
    await announce(tx, contract);
    return staffView(tx, contract.id);
  });
}

/** Reminds the worker now: a new link (purpose `reminder`) by the contract's channels. */
export async function remindContract(
  { db, clock, publicUrl }: Pick<EmploymentContractsDependencies, 'db' | 'clock' | 'publicUrl'>,
  { actor, ids }: { actor: Actor | null; ids: ContractIds },
): Promise<EmploymentContract> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const contract = await lockContract(tx, ids);
    if (!allowsContractAction(contract.status, 'remind') || !contract.expiresAt || contract.externalId) {
      throw new DomainError('CONTRACT_ACTION_NOT_ALLOWED', { status: contract.status });
    }
    const worker = await findContractWorker(tx, ids.accountId, contract.workerId);
    if (!worker) {
      throw new DomainError('WORKER_NOT_ASSIGNABLE');
    }
    const channels = contract.channels as SigningChannel[];
    const token = await issueSigningLink(tx, contract.id, 'reminder', now);
    const outboxIds = await messageWorker(tx, {
      contract,
      worker,
      employer: await findEmployer(tx, ids.accountId),
      channels,
      kind: 'reminder',
      link: signingUrl(publicUrl, token),
      expiresAt: contract.expiresAt,
    });
    await updateContract(tx, contract.id, { reminderSentAt: now, updatedAt: now });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'reminder_sent',
      party: actor ? 'staff' : 'system',
      actorId: actor?.userId ?? null,
      actorName: actor ? await findUserName(tx, actor.userId) : null,
      data: { channels },
      occurredAt: now,
    });
    await recordAudit(tx, {
      actorId: actor?.userId ?? null,
      accountId: ids.accountId,
      action: 'remind',
      subject: auditSubject,
      subjectId: contract.id,
      changes: { channels, outboxIds },
    });
    await announce(tx, contract);
    return staffView(tx, contract.id);
  });
}
