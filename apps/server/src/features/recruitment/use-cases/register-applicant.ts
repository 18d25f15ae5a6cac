import {
  answersMatchQuestions,
  type RegisterApplicantInput,
  type RegisteredApplicant,
  type registerApplicantInputSchema,
  registrationSecretValidMinutes,
} from '@portal/domain/recruitment';
import { DomainError } from '@portal/domain/shared';
import { splitFullName } from '@portal/domain/workers';
import type { z } from 'zod';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { hashToken } from '../../../lib/tokens';
import { hashPassword } from '../../auth/auth.api';
import { enqueueMail } from '../../outbox/outbox.api';
import { replaceWorkerPools } from '../../pools/pools.api';
import { createApplicant, findUserIdByEmail } from '../../workers/workers.api';
import { insertStepEvent } from '../applications.repository';
import {
  deactivateCodesOf,
  findAccountOrganization,
  findDefaultPoolId,
  insertWorkerApplication,
  lockCodeBySecret,
  updateRegistrationCode,
} from '../registration.repository';
import { registrationMessages } from '../registration-messages';
import { acceptApplicationInvitation } from './public-application-invitation';
import { listedAd, minute, type RecruitmentDependencies } from './registration-use-case';

type Input = z.output<typeof registerApplicantInputSchema>;

export type { RegisterApplicantInput };

/**
 * Creates the applicant from a verified code's secret (spec: createNewUser, deactivateOTP): a worker with
 * status applied, unconfirmed, in the ad's account and the page's language, with the application details;
 * the code is then dead, so the secret cannot register twice. 'Email is already in use' when the address
 * got an account after the code was sent.
 */
export async function registerApplicant(
  { db, clock }: RecruitmentDependencies,
  { secret, recruitmentId, details }: Input,
): Promise<RegisteredApplicant> {
  const now = clock.now();
  const passwordHash = await hashPassword(details.password);
  return db.transaction(async (tx) => {
    const code = await lockCodeBySecret(tx, hashToken(secret));
    if (
      !code?.verifiedAt ||
      code.verifiedAt.getTime() + registrationSecretValidMinutes * minute <= now.getTime()
    ) {
      throw new DomainError('REGISTRATION_SECRET_INVALID');
    }
    const ad = await listedAd(tx, clock, recruitmentId);
    // Checked against the ad as it is now, so an answer is always stored with a question the ad asks.
    if (!answersMatchQuestions(ad.questions, details.answers)) {
      throw new DomainError('REGISTRATION_ANSWERS_INVALID');
    }
    if ((await findUserIdByEmail(tx, code.email)) !== null) {
      throw new DomainError('EMAIL_IN_USE');
    }
    const { firstName, lastName } = splitFullName(details.fullName);
    const userId = await createApplicant(tx, {
      accountId: ad.accountId,
      organizationId: await findAccountOrganization(tx, ad.accountId),
      email: code.email,
      passwordHash,
      firstName,
      lastName,
      mobile: details.mobile,
      locale: details.locale,
      profession: details.profession,
      birthday: details.birthday,
      addressRegion: details.addressRegion,
      addressCity: details.addressCity,
      applicationSeeking: details.applicationSeeking,
      applicationStart: details.applicationStart,
      applicationEnd: details.applicationEnd,
      createdAt: now,
    });
    if (!userId) {
      throw new DomainError('EMAIL_IN_USE');
    }
    // The account's pools (spec: createNewUser with pools): the default pool, where HR finds newcomers.
    const defaultPoolId = await findDefaultPoolId(tx, ad.accountId);
    if (defaultPoolId) {
      await replaceWorkerPools(tx, ad.accountId, userId, [defaultPoolId]);
    }
    await insertWorkerApplication(tx, {
      userId,
      accountId: ad.accountId,
      jobAdId: ad.id,
      gender: details.gender,
      permits: details.permits,
      languages: details.languages,
      drivingLicence: details.drivingLicence,
      hasCar: details.hasCar,
      degree: details.degree,
      studyType: details.studyType,
      credits: details.credits,
      answers: details.answers,
      source: 'registration',
      createdAt: now,
      updatedAt: now,
    });
    // The history's first entry: the applicant applied (decision 0052).
    await insertStepEvent(tx, {
      accountId: ad.accountId,
      applicantId: userId,
      fromStep: null,
      toStep: 'applied',
      note: null,
      actorId: userId,
      at: now,
    });
    await acceptApplicationInvitation(tx, {
      accountId: ad.accountId,
      email: code.email,
      applicantId: userId,
      now,
    });
    // Open application lists refresh (the applications screens listen to Application).
    await publishChange(tx, {
      accountId: ad.accountId,
      subject: 'Application',
      id: userId,
      action: 'created',
    });
    await updateRegistrationCode(tx, code.id, { deactivatedAt: now });
    await deactivateCodesOf(tx, code.email, now);
    // Who and where only: the e-mail, phone and birthday are personal data and stay out of the log.
    await recordAudit(tx, {
      actorId: userId,
      accountId: ad.accountId,
      action: 'register',
      subject: 'WorkerApplication',
      subjectId: userId,
      changes: { after: { status: 'applied', jobAdId: ad.id, profession: details.profession } },
    });
    await enqueueMail(tx, {
      accountId: ad.accountId,
      to: code.email,
      kind: 'registration-thanks',
      ...registrationMessages(details.locale).thanks(firstName, ad.accountName, ad.title),
    });
    return { registered: true };
  });
}
