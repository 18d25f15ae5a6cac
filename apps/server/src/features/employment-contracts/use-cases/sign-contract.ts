import {
  nextContractStatus,
  type PublicContractSigning,
  signerNameMatches,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { sealSignedContract } from '../../../lib/pdf-seal/seal-signed-contract';
import { insertDocument } from '../../documents/documents.api';
import { recordApplicationStep } from '../../recruitment/recruitment.api';
import { appendContractEvent } from '../contract-event-chain';
import { findVerifiedCodeSince, listEvents } from '../contract-signing.repository';
import { findEmployer, updateContract } from '../employment-contracts.repository';
import { contractAuditOf } from './contract-audit';
import { contractFileName, currentPdf, signedContractDocumentKind } from './contract-documents';
import {
  announce,
  auditSubject,
  type EmploymentContractsDependencies,
  type RequestOrigin,
} from './contract-use-case';
import {
  assertAwaitingSignature,
  contractWorker,
  openSigningLink,
  publicSigningView,
  verifiedSince,
} from './signing-link';
import { messageWorker, signingUrl } from './signing-links';
import { syncWorkerContractState } from './worker-contract-state';

/**
 * The worker signs: a code confirmed within 15 minutes, the typed name matching the worker's (case,
 * spacing and accents aside) and consent. The PDF the worker was shown gets the audit page from the event
 * log and the certificate seal; it is stored, its SHA-256 recorded, and the worker gets a copy link.
 */
export async function signContract(
  { db, clock, sealer, publicUrl }: EmploymentContractsDependencies,
  { token, fullName, origin }: { token: string; fullName: string; origin: RequestOrigin },
): Promise<PublicContractSigning> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { contract: before } = await openSigningLink(tx, token, now, { lock: true });
    assertAwaitingSignature(before);
    const verified = await findVerifiedCodeSince(tx, before.id, verifiedSince(now));
    if (!verified) {
      throw new DomainError('CONTRACT_CODE_REQUIRED');
    }
    const worker = await contractWorker(tx, before);
    if (!signerNameMatches(fullName, worker.fullName)) {
      throw new DomainError('CONTRACT_SIGNER_NAME_MISMATCH');
    }
    const employer = await findEmployer(tx, before.accountId);
    await appendContractEvent(tx, {
      contractId: before.id,
      type: 'signed',
      party: 'worker',
      actorName: worker.fullName,
      ...origin,
      data: {
        signerName: fullName,
        consent: true,
        codeChannel: verified.channel,
        originalSha256: before.originalSha256,
      },
      occurredAt: now,
    });
    const sealed = await sealSignedContract({
      original: await currentPdf(tx, before),
      audit: contractAuditOf(
        before,
        { employerName: employer.name, workerName: worker.fullName },
        await listEvents(tx, before.id),
      ),
      sealer,
      details: {
        signerName: employer.name,
        reason: `${before.title} – ${worker.fullName}`,
        location: employer.city ?? 'Finland',
        ...(employer.email ? { contactInfo: employer.email } : {}),
        signingTime: now,
      },
    });
    const signedDocumentId = await insertDocument(tx, {
      accountId: before.accountId,
      ownerUserId: before.workerId,
      kind: signedContractDocumentKind,
      fileName: contractFileName(before, ' (signed)'),
      contentType: 'application/pdf',
      content: Buffer.from(sealed.pdf),
      createdBy: before.workerId,
      createdAt: now,
    });
    const contract = await updateContract(tx, before.id, {
      status: nextContractStatus(before.status, 'sign') ?? 'signed',
      signedAt: now,
      signerName: fullName,
      signedSha256: sealed.sha256,
      signedDocumentId,
      viewedAt: before.viewedAt ?? now,
      updatedAt: now,
    });
    await syncWorkerContractState(tx, contract.workerId, now);
    await recordApplicationStep(tx, {
      accountId: contract.accountId,
      applicantId: contract.workerId,
      to: 'contract_signed',
      actorId: null,
      at: now,
    });
    await messageWorker(tx, {
      contract,
      worker,
      employer,
      channels: worker.email ? ['email'] : ['sms'],
      kind: 'signed',
      link: signingUrl(publicUrl, token),
      expiresAt: now,
    });
    await recordAudit(tx, {
      actorId: null,
      accountId: contract.accountId,
      action: 'sign',
      subject: auditSubject,
      subjectId: contract.id,
      changes: {
        by: 'worker-link',
        before: { status: before.status },
        after: { status: contract.status, signedSha256: sealed.sha256, signedDocumentId },
      },
    });
    await announce(tx, contract);
    return publicSigningView(tx, contract, now);
  });
}

export async function declineContract(
  { db, clock }: EmploymentContractsDependencies,
  { token, reason, origin }: { token: string; reason: string; origin: RequestOrigin },
): Promise<PublicContractSigning> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { contract: before } = await openSigningLink(tx, token, now, { lock: true });
    assertAwaitingSignature(before);
    const worker = await contractWorker(tx, before);
    const contract = await updateContract(tx, before.id, {
      status: nextContractStatus(before.status, 'decline') ?? 'declined',
      declinedAt: now,
      declineReason: reason,
      updatedAt: now,
    });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'declined',
      party: 'worker',
      actorName: worker.fullName,
      ...origin,
      data: { reason },
      occurredAt: now,
    });
    await syncWorkerContractState(tx, contract.workerId, now);
    await recordAudit(tx, {
      actorId: null,
      accountId: contract.accountId,
      action: 'decline',
      subject: auditSubject,
      subjectId: contract.id,
      changes: {
        by: 'worker-link',
        before: { status: before.status },
        after: { status: contract.status, reason },
      },
    });
    await announce(tx, contract);
    return publicSigningView(tx, contract, now);
  });
}
