import type { ApplicationStep } from '@portal/domain/recruitment';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { jobAds } from '../../db/schema/job-ads.schema';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { users } from '../../db/schema/users.schema';

// SQL only (decision 0013): the recruitment feature writes worker_applications and application_step_events;
// it reads users (owned by workers) and job_ads to show an application.

const recruiter = alias(users, 'recruiter');

/** What a row of the list and the detail are built from. */
export const applicationColumns = {
  id: users.id,
  accountId: workerApplications.accountId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  birthday: users.birthday,
  locale: users.locale,
  addressRegion: users.addressRegion,
  addressCity: users.addressCity,
  profession: users.profession,
  applicationSeeking: users.applicationSeeking,
  applicationStart: users.applicationStart,
  applicationEnd: users.applicationEnd,
  confirmed: users.confirmed,
  gender: workerApplications.gender,
  permits: workerApplications.permits,
  languages: workerApplications.languages,
  drivingLicence: workerApplications.drivingLicence,
  hasCar: workerApplications.hasCar,
  degree: workerApplications.degree,
  studyType: workerApplications.studyType,
  credits: workerApplications.credits,
  answers: workerApplications.answers,
  source: workerApplications.source,
  jobAdId: workerApplications.jobAdId,
  jobAdTitle: jobAds.title,
  step: workerApplications.step,
  stepChangedAt: workerApplications.stepChangedAt,
  assignedToId: workerApplications.assignedTo,
  assignedToFirstName: recruiter.firstName,
  assignedToLastName: recruiter.lastName,
  createdAt: workerApplications.createdAt,
  updatedAt: workerApplications.updatedAt,
};

/** The applications of an account joined with their applicant, ad and recruiter (the list adds WHERE). */
export function selectApplications(executor: Executor) {
  return executor
    .select(applicationColumns)
    .from(workerApplications)
    .innerJoin(users, eq(users.id, workerApplications.userId))
    .leftJoin(jobAds, eq(jobAds.id, workerApplications.jobAdId))
    .leftJoin(recruiter, eq(recruiter.id, workerApplications.assignedTo));
}

export type ApplicationRowData = Awaited<
  ReturnType<ReturnType<typeof selectApplications>['execute']>
>[number];

/** One application of the account, or null (also another account's). */
export async function findApplication(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<ApplicationRowData | null> {
  const [row] = await selectApplications(executor).where(
    and(eq(workerApplications.accountId, accountId), eq(workerApplications.userId, applicantId)),
  );
  return row ?? null;
}

/** Locks the application for the rest of the transaction, so two moves cannot both pass the table. */
export async function lockApplicationStep(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<{ step: string } | null> {
  const [row] = await executor
    .select({ step: workerApplications.step })
    .from(workerApplications)
    .where(and(eq(workerApplications.accountId, accountId), eq(workerApplications.userId, applicantId)))
    .for('update');
  return row ?? null;
}

export async function setApplicationStep(
  executor: Executor,
  applicantId: string,
  step: ApplicationStep,
  at: Date,
): Promise<void> {
  await executor
    .update(workerApplications)
    .set({ step, stepChangedAt: at, updatedAt: at })
    .where(eq(workerApplications.userId, applicantId));
}

export async function insertStepEvent(
  executor: Executor,
  event: {
    accountId: string;
    applicantId: string;
    fromStep: ApplicationStep | null;
    toStep: ApplicationStep;
    note: string | null;
    actorId: string | null;
    at: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(applicationStepEvents)
    .values({
      accountId: event.accountId,
      applicantId: event.applicantId,
      fromStep: event.fromStep,
      toStep: event.toStep,
      note: event.note,
      actorId: event.actorId,
      createdAt: event.at,
    })
    .returning({ id: applicationStepEvents.id });
  if (!row) {
    throw new Error('inserting a step event returned no row');
  }
  return row.id;
}

const actor = alias(users, 'actor');

/** The application's history, newest first, with who moved it (or the one entry `eventId`). */
export async function findStepEvents(
  executor: Executor,
  accountId: string,
  applicantId: string,
  limit: number,
  eventId?: string,
) {
  return executor
    .select({
      id: applicationStepEvents.id,
      fromStep: applicationStepEvents.fromStep,
      toStep: applicationStepEvents.toStep,
      note: applicationStepEvents.note,
      actorId: applicationStepEvents.actorId,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      createdAt: applicationStepEvents.createdAt,
    })
    .from(applicationStepEvents)
    .leftJoin(actor, eq(actor.id, applicationStepEvents.actorId))
    .where(
      and(
        eq(applicationStepEvents.accountId, accountId),
        eq(applicationStepEvents.applicantId, applicantId),
        eventId ? eq(applicationStepEvents.id, eventId) : undefined,
      ),
    )
    .orderBy(desc(applicationStepEvents.createdAt), desc(applicationStepEvents.id))
    .limit(limit);
}
export type StepEventRow = Awaited<ReturnType<typeof findStepEvents>>[number];

/** The recruiter-side fields of the application (the user's own fields go through workers.api). */
export async function updateApplicationFields(
  executor: Executor,
  applicantId: string,
  values: {
    gender: string | null;
    permits: string[];
    languages: string[];
    drivingLicence: boolean | null;
    hasCar: boolean | null;
    degree: string | null;
    studyType: string | null;
    credits: number | null;
    assignedTo: string | null;
    updatedAt: Date;
  },
): Promise<void> {
  await executor.update(workerApplications).set(values).where(eq(workerApplications.userId, applicantId));
}

/** The account's admins and agents, by name: who can be assigned an application. */
export async function findRecruiters(executor: Executor, accountId: string) {
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.accountId, accountId), sql`${users.role} in ('admin', 'agent')`))
    .orderBy(users.firstName, users.lastName);
}
