import type { Executor } from '../../db/client';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { buildWorker } from '../../testing/factories';

export type ApplicantOptions = {
  accountId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string | null;
  profession?: string;
  addressRegion?: string;
  addressCity?: string;
  applicationStart?: string | null;
  applicationEnd?: string | null;
  step?: string;
  confirmed?: boolean;
  createdAt?: Date;
};

/** An applicant as registration leaves one (a worker with status applied) with its application row. */
export async function buildApplicant(db: Executor, options: ApplicantOptions) {
  const createdAt = options.createdAt ?? new Date('2026-11-20T08:00:00Z');
  const user = await buildWorker(db, {
    accountId: options.accountId,
    firstName: options.firstName ?? 'Maija',
    lastName: options.lastName ?? 'Hakija',
    ...(options.email ? { email: options.email } : {}),
    mobile: options.mobile === undefined ? '+358401234567' : options.mobile,
    profession: options.profession ?? 'sairaanhoitaja',
    addressRegion: options.addressRegion ?? 'Uusimaa',
    addressCity: options.addressCity ?? 'Espoo',
    applicationSeeking: ['keikkatyö'],
    applicationStart: options.applicationStart === undefined ? '2026-12-01' : options.applicationStart,
    applicationEnd: options.applicationEnd ?? null,
    birthday: '1990-02-01',
    locale: 'fi',
    status: 'applied',
    confirmed: options.confirmed ?? false,
    createdAt,
  });
  await db.insert(workerApplications).values({
    userId: user.id,
    accountId: options.accountId,
    gender: 'female',
    permits: ['EU'],
    languages: ['suomi'],
    drivingLicence: true,
    hasCar: false,
    degree: 'Sairaanhoitaja AMK',
    studyType: 'degree',
    credits: 210,
    answers: [{ question: 'Milloin voit aloittaa?', answer: 'Heti' }],
    source: 'registration',
    step: options.step ?? 'applied',
    stepChangedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(applicationStepEvents).values({
    accountId: options.accountId,
    applicantId: user.id,
    toStep: 'applied',
    actorId: user.id,
    createdAt,
  });
  return user;
}
