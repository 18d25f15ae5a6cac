import {
  isAwaitingSignature,
  nextContractStatus,
  type PublicContractSigning,
} from '@portal/domain/employment-contracts';
import { recordAudit } from '../../../lib/audit';
import { appendContractEvent } from '../contract-event-chain';
import { updateContract } from '../employment-contracts.repository';
import { contractFileName, currentPdf, signedPdf } from './contract-documents';
import {
  announce,
  auditSubject,
  type EmploymentContractsDependencies,
  type RequestOrigin,
} from './contract-use-case';
import { contractWorker, openSigningLink, publicSigningView } from './signing-link';

export async function getSigningPage(
  { db, clock }: EmploymentContractsDependencies,
  token: string,
): Promise<PublicContractSigning> {
  const now = clock.now();
  const { contract } = await openSigningLink(db, token, now);
  return publicSigningView(db, contract, now);
}

/**
 * The PDF the worker reads: exactly the stored bytes whose SHA-256 the contract records. Opening it while
 * the contract waits for a signature is logged (`opened`, with address and browser) and a sent contract
 * becomes viewed.
 */
export async function readContractPdf(
  { db, clock }: EmploymentContractsDependencies,
  { token, origin }: { token: string; origin: RequestOrigin },
): Promise<{ content: Buffer; fileName: string }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { contract } = await openSigningLink(tx, token, now, { lock: true });
    if (isAwaitingSignature(contract.status)) {
      const status = nextContractStatus(contract.status, 'view') ?? contract.status;
      const worker = await contractWorker(tx, contract);
      await updateContract(tx, contract.id, {
        status,
        viewedAt: contract.viewedAt ?? now,
        updatedAt: now,
      });
      await appendContractEvent(tx, {
        contractId: contract.id,
        type: 'opened',
        party: 'worker',
        actorName: worker.fullName,
        ...origin,
        data: { originalSha256: contract.originalSha256 },
        occurredAt: now,
      });
      if (status !== contract.status) {
        await recordAudit(tx, {
          actorId: null,
          accountId: contract.accountId,
          action: 'view',
          subject: auditSubject,
          subjectId: contract.id,
          changes: { by: 'worker-link', before: { status: contract.status }, after: { status } },
        });
        await announce(tx, contract);
      }
    }
    return { content: await currentPdf(tx, contract), fileName: contractFileName(contract) };
  });
}

/** The worker's signed copy (404 CONTRACT_NOT_SIGNED before signing). */
export async function readSignedContractPdf(
  { db, clock }: EmploymentContractsDependencies,
  token: string,
): Promise<{ content: Buffer; fileName: string }> {
  const { contract } = await openSigningLink(db, token, clock.now());
  return { content: await signedPdf(db, contract), fileName: contractFileName(contract, ' (signed)') };
}
