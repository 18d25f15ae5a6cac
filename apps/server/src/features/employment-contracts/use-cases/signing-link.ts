import {
  isAwaitingSignature,
  maskEmail,
  maskMobile,
  type PublicContractSigning,
  type SigningChannel,
  signingVerifiedMinutes,
} from '@portal/domain/employment-contracts';
import { DomainError, type ErrorCode } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { hashToken } from '../../../lib/tokens';
import {
  findSigningLinkByHash,
  findVerifiedCodeSince,
  type SigningLinkRow,
} from '../contract-signing.repository';
import {
  type ContractWorker,
  type EmploymentContractRow,
  findContractById,
  findContractWorker,
  findEmployer,
} from '../employment-contracts.repository';

const minute = 60_000;

/**
 * Why a link cannot be used: unknown (404); revoked by a cancel or a newer send, or the contract cancelled
 * (410); past the deadline while still unsigned (410). A signed or declined contract still answers, so the
 * worker sees what happened.
 */
function linkProblem(
  link: SigningLinkRow | null,
  contract: EmploymentContractRow | null,
  now: Date,
): ErrorCode | null {
  if (!link || !contract) {
    return 'CONTRACT_LINK_INVALID';
  }
  if (contract.status === 'cancelled' || link.revokedAt) {
    return 'CONTRACT_CANCELLED';
  }
  const pastDeadline = contract.expiresAt !== null && contract.expiresAt <= now;
  if (contract.status === 'expired' || (isAwaitingSignature(contract.status) && pastDeadline)) {
    return 'CONTRACT_LINK_EXPIRED';
  }
  return null;
}

export type OpenedLink = { link: SigningLinkRow; contract: EmploymentContractRow };

/** The link and its contract (locked for a change when asked), or the link's problem as a DomainError. */
export async function openSigningLink(
  executor: Executor,
  token: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<OpenedLink> {
  const link = await findSigningLinkByHash(executor, hashToken(token));
  const contract = link ? await findContractById(executor, link.contractId, { lock }) : null;
  const problem = linkProblem(link, contract, now);
  if (problem || !link || !contract) {
    throw new DomainError(problem ?? 'CONTRACT_LINK_INVALID');
  }
  return { link, contract };
}

/** The worker's actions (code, sign, decline) need a contract still waiting for the signature. */
export function assertAwaitingSignature(contract: EmploymentContractRow): void {
  if (!isAwaitingSignature(contract.status)) {
    throw new DomainError('CONTRACT_NOT_AWAITING_SIGNATURE', { status: contract.status });
  }
}

/** The destination of a channel as the worker is shown it, or null when the worker has none. */
export function maskedDestination(worker: ContractWorker, channel: SigningChannel): string | null {
  if (channel === 'email') {
    return worker.email ? maskEmail(worker.email) : null;
  }
  return worker.mobile ? maskMobile(worker.mobile) : null;
}

export function verifiedSince(now: Date): Date {
  return new Date(now.getTime() - signingVerifiedMinutes * minute);
}

export async function contractWorker(executor: Executor, contract: EmploymentContractRow) {
  const worker = await findContractWorker(executor, contract.accountId, contract.workerId);
  if (!worker) {
    throw new DomainError('CONTRACT_LINK_INVALID');
  }
  return worker;
}

/** What the signing page shows: the headline, the channels with masked destinations, no ids or names of others. */
export async function publicSigningView(
  executor: Executor,
  contract: EmploymentContractRow,
  now: Date,
): Promise<PublicContractSigning> {
  const [worker, employer, verified] = await Promise.all([
    contractWorker(executor, contract),
    findEmployer(executor, contract.accountId),
    findVerifiedCodeSince(executor, contract.id, verifiedSince(now)),
  ]);
  const channels = (contract.channels as SigningChannel[]).flatMap((channel) => {
    const destination = maskedDestination(worker, channel);
    return destination ? [{ channel, destination }] : [];
  });
  return {
    title: contract.title,
    employerName: employer.name,
    firstName: worker.firstName,
    locale: contract.locale,
    status: contract.status,
    expiresAt: contract.expiresAt?.toISOString() ?? null,
    channels,
    codeVerified: verified !== null && isAwaitingSignature(contract.status),
    signedAt: contract.signedAt?.toISOString() ?? null,
    signedPdfAvailable: contract.signedDocumentId !== null,
  };
}
