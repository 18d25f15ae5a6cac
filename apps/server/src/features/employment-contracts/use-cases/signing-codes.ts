import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  type PublicContractSigning,
  type SigningChannel,
  type SigningCodeSent,
  signingCodeLength,
  signingCodeMaxAttempts,
  signingCodesPerHour,
  signingCodeValidMinutes,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import { hashToken } from '../../../lib/tokens';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import { appendContractEvent } from '../contract-event-chain';
import { signingCodeMessage } from '../contract-messages';
import {
  countCodesSince,
  insertSigningCode,
  lockNewestCode,
  updateSigningCode,
} from '../contract-signing.repository';
import { findEmployer } from '../employment-contracts.repository';
import { type EmploymentContractsDependencies, localeOf, type RequestOrigin } from './contract-use-case';
import {
  assertAwaitingSignature,
  contractWorker,
  maskedDestination,
  openSigningLink,
  publicSigningView,
} from './signing-link';

const minute = 60_000;

/** The stored form of a code: bound to its contract, so a hash copied to another contract matches nothing. */
function codeHash(contractId: string, code: string): string {
  return hashToken(`${contractId}:${code}`);
}

/**
 * Sends a 6-digit one-time code by e-mail or SMS (a channel the contract was sent by, with a destination on
 * the worker). At most 5 codes an hour per contract (429); the code is valid 10 minutes; only its hash is kept.
 */
export async function requestSigningCode(
  { db, clock }: EmploymentContractsDependencies,
  { token, channel, origin }: { token: string; channel: SigningChannel; origin: RequestOrigin },
): Promise<SigningCodeSent> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { contract } = await openSigningLink(tx, token, now, { lock: true });
    assertAwaitingSignature(contract);
    const worker = await contractWorker(tx, contract);
    const destination = maskedDestination(worker, channel);
    if (!contract.channels.includes(channel) || !destination) {
      throw new DomainError('CONTRACT_CHANNEL_NOT_AVAILABLE', { channel });
    }
    if (
      (await countCodesSince(tx, contract.id, new Date(now.getTime() - 60 * minute))) >= signingCodesPerHour
    ) {
      throw new DomainError('CONTRACT_CODE_LIMIT');
    }
    const code = String(randomInt(0, 10 ** signingCodeLength)).padStart(signingCodeLength, '0');
    const expiresAt = new Date(now.getTime() + signingCodeValidMinutes * minute);
    await insertSigningCode(tx, {
      contractId: contract.id,
      channel,
      codeHash: codeHash(contract.id, code),
      expiresAt,
      createdAt: now,
    });
    const employer = await findEmployer(tx, contract.accountId);
    const message = signingCodeMessage(localeOf(worker.locale), code, employer.name);
    const kind = 'employment-contract-code';
    if (channel === 'email') {
      await enqueueMail(tx, { accountId: contract.accountId, to: worker.email, kind, ...message });
    } else {
      await enqueueSms(tx, {
        accountId: contract.accountId,
        to: worker.mobile ?? '',
        kind,
        message: message.text,
      });
    }
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'code_sent',
      party: 'worker',
      actorName: worker.fullName,
      ...origin,
      data: { channel, destination },
      occurredAt: now,
    });
    return { channel, destination, expiresAt: expiresAt.toISOString() };
  });
}

type Verdict = { ok: true; view: PublicContractSigning } | { ok: false; attemptsLeft: number };

/**
 * Checks the newest code. A wrong guess is counted (and logged) before the refusal is answered, so the
 * count survives the error; after 5 wrong guesses the code is dead and only a new code helps.
 */
export async function verifySigningCode(
  { db, clock }: EmploymentContractsDependencies,
  { token, code, origin }: { token: string; code: string; origin: RequestOrigin },
): Promise<PublicContractSigning> {
  const now = clock.now();
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const { contract } = await openSigningLink(tx, token, now, { lock: true });
    assertAwaitingSignature(contract);
    const current = await lockNewestCode(tx, contract.id);
    if (
      !current ||
      current.verifiedAt ||
      current.expiresAt <= now ||
      current.attempts >= signingCodeMaxAttempts
    ) {
      throw new DomainError('CONTRACT_CODE_EXPIRED');
    }
    const worker = await contractWorker(tx, contract);
    const channel = current.channel;
    const destination = maskedDestination(worker, channel);
    const matches = timingSafeEqual(Buffer.from(codeHash(contract.id, code)), Buffer.from(current.codeHash));
    if (!matches) {
      const attempts = current.attempts + 1;
      await updateSigningCode(tx, current.id, { attempts });
      await appendContractEvent(tx, {
        contractId: contract.id,
        type: 'code_failed',
        party: 'worker',
        ...origin,
        data: { channel, attempt: attempts },
        occurredAt: now,
      });
      return { ok: false, attemptsLeft: signingCodeMaxAttempts - attempts };
    }
    await updateSigningCode(tx, current.id, { verifiedAt: now });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'code_verified',
      party: 'worker',
      actorName: worker.fullName,
      ...origin,
      data: { channel, destination },
      occurredAt: now,
    });
    return { ok: true, view: await publicSigningView(tx, contract, now) };
  });
  if (!verdict.ok) {
    throw verdict.attemptsLeft > 0
      ? new DomainError('CONTRACT_CODE_INVALID', { attemptsLeft: verdict.attemptsLeft })
      : new DomainError('CONTRACT_CODE_EXPIRED', { attemptsLeft: 0 });
  }
  return verdict.view;
}
