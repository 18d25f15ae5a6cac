import type { Executor } from '../../db/client';
import { jobAds } from '../../db/schema/job-ads.schema';
import { registrationCodes } from '../../db/schema/recruitment.schema';
import { hashToken } from '../../lib/tokens';
import { registrationCodeHash } from './use-cases/registration-use-case';

// What the access-matrix test's public registration requests name: a listed ad, a live code to verify and
// a verified code whose secret registers once.

export const matrixRegistration = {
  verifyEmail: 'matriisi.koodi@example.fi',
  registerEmail: 'matriisi.rekisteri@example.fi',
  code: '123456',
  secret: 'matriisin-rekisteroitymissalaisuus-0123456789',
  adId: '',
};

let prepared = false;

export async function prepareRecruitmentAccessFixtures(db: Executor, accountId: string): Promise<void> {
  if (prepared) {
    return;
  }
  prepared = true;
  const [ad] = await db
    .insert(jobAds)
    .values({
      accountId,
      title: 'Matriisin sairaanhoitaja',
      role: 'sairaanhoitaja',
      employmentType: 'gig',
      description: 'Matriisi',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning({ id: jobAds.id });
  matrixRegistration.adId = ad?.id ?? '';
  const expiresAt = new Date(Date.now() + 3_600_000);
  await db.insert(registrationCodes).values([
    {
      email: matrixRegistration.verifyEmail,
      codeHash: registrationCodeHash(matrixRegistration.verifyEmail, matrixRegistration.code),
      expiresAt,
    },
    {
      email: matrixRegistration.registerEmail,
      codeHash: 'used',
      expiresAt,
      verifiedAt: new Date(),
      credentialHash: hashToken(matrixRegistration.secret),
    },
  ]);
}

/** A complete, valid registration form. */
export function applicantDetails(overrides: Record<string, unknown> = {}) {
  return {
    password: 'salasana123',
    fullName: 'Maija Hakija',
    mobile: '040 123 4567',
    birthday: '1.2.1990',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    profession: 'sairaanhoitaja',
    gender: 'female',
    permits: ['EU'],
    languages: ['suomi', 'englanti'],
    drivingLicence: true,
    hasCar: false,
    degree: 'Sairaanhoitaja AMK',
    studyType: 'degree',
    credits: 210,
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2026-12-01',
    applicationEnd: null,
    // The ads the tests make ask no questions, and an answer to a question not asked is refused.
    answers: [],
    locale: 'fi',
    ...overrides,
  };
}
