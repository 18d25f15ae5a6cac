import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type RegistrationCodeSent,
  type RegistrationSecret,
  registrationCodeLength,
  registrationCodeMaxAttempts,
  registrationCodesPerAddressPerHour,
  registrationCodesPerEmailPerHour,
  registrationCodeValidMinutes,
} from '@portal/domain/recruitment';
import { DomainError, type Locale } from '@portal/domain/shared';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { enqueueMail } from '../../outbox/outbox.api';
import { findUserIdByEmail } from '../../workers/workers.api';
import {
  countCodesSince,
  deactivateCodesOf,
  insertRegistrationCode,
  lockNewestCode,
  updateRegistrationCode,
} from '../registration.repository';
import { registrationMessages } from '../registration-messages';
import {
  listedAd,
  minute,
  type RecruitmentDependencies,
  registrationCodeHash,
} from './registration-use-case';

export type CodeRequest = { email: string; recruitmentId: string | null; locale: Locale; ipAddress: string };

/**
 * Sends a 6-digit code (10 min, only its hash kept). An address that already has an account gets a
 * "you already have an account" e-mail instead, and a dead row is stored so the rate limits count it the
 * same: the answer, its status and the limits are alike either way, so nothing tells whether the address
 * exists (decision 0051). At most 5 codes per e-mail and 20 per client address an hour (429).
 */
export async function sendRegistrationCode(
  { db, clock, publicUrl }: RecruitmentDependencies,
  request: CodeRequest,
): Promise<RegistrationCodeSent> {
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 60 * minute);
  return db.transaction(async (tx) => {
    const ad = request.recruitmentId ? await listedAd(tx, clock, request.recruitmentId) : null;
    if (
      (await countCodesSince(tx, { email: request.email }, hourAgo)) >= registrationCodesPerEmailPerHour ||
      (await countCodesSince(tx, { ipAddress: request.ipAddress }, hourAgo)) >=
        registrationCodesPerAddressPerHour
    ) {
      throw new DomainError('REGISTRATION_CODE_LIMIT');
    }
    const texts = registrationMessages(request.locale);
    const hasAccount = (await findUserIdByEmail(tx, request.email)) !== null;
    const code = String(randomInt(0, 10 ** registrationCodeLength)).padStart(registrationCodeLength, '0');
    await deactivateCodesOf(tx, request.email, now);
    await insertRegistrationCode(tx, {
      email: request.email,
      // An existing account's row holds a hash of nothing guessable and is born dead: it only counts.
      codeHash: hasAccount
        ? hashToken(randomBytes(32).toString('hex'))
        : registrationCodeHash(request.email, code),
      expiresAt: new Date(now.getTime() + registrationCodeValidMinutes * minute),
      ipAddress: request.ipAddress,
      createdAt: now,
    });
    if (hasAccount) {
      await deactivateCodesOf(tx, request.email, now);
    }
    const mail = hasAccount
      ? texts.existing(`${publicUrl}/pages/login`)
      : texts.code(code, registrationCodeValidMinutes);
    await enqueueMail(tx, {
      accountId: ad?.accountId ?? null,
      to: request.email,
      kind: hasAccount ? 'registration-existing-account' : 'registration-code',
      ...mail,
    });
    return { sent: true, expiresInMinutes: registrationCodeValidMinutes };
  });
}

type Verdict = { ok: true; secret: string } | { ok: false; attemptsLeft: number };

/**
 * Checks the newest code of the e-mail. A wrong guess is counted before the refusal is answered, so the
 * count survives the error; after 5 the code is dead. A right one answers a one-time secret (its hash kept)
 * that the registration must present (spec: createOneTimeCredentials).
 */
export async function verifyRegistrationCode(
  { db, clock }: RecruitmentDependencies,
  { email, code }: { email: string; code: string },
): Promise<RegistrationSecret> {
  const now = clock.now();
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const current = await lockNewestCode(tx, email);
    if (
      !current ||
      current.verifiedAt ||
      current.expiresAt <= now ||
      current.attempts >= registrationCodeMaxAttempts
    ) {
      return { ok: false, attemptsLeft: 0 };
    }
    const matches = timingSafeEqual(
      Buffer.from(registrationCodeHash(email, code)),
      Buffer.from(current.codeHash),
    );
    if (!matches) {
      const attempts = current.attempts + 1;
      await updateRegistrationCode(tx, current.id, { attempts });
      return { ok: false, attemptsLeft: registrationCodeMaxAttempts - attempts };
    }
    const secret = createOpaqueToken();
    await updateRegistrationCode(tx, current.id, { verifiedAt: now, credentialHash: hashToken(secret) });
    return { ok: true, secret };
  });
  if (!verdict.ok) {
    throw verdict.attemptsLeft > 0
      ? new DomainError('REGISTRATION_CODE_INVALID', { attemptsLeft: verdict.attemptsLeft })
      : new DomainError('REGISTRATION_CODE_EXPIRED');
  }
  return { secret: verdict.secret };
}
