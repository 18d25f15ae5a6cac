import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobAds } from './job-ads.schema';
import { accounts } from './tenancy.schema';
import { users } from './users.schema';

/**
 * One-time codes e-mailed to an applicant who registers (spec §7: sendOTP, verifyOTP,
 * createOneTimeCredentials, deactivateOTP). Only the code's hash is kept; wrong tries are counted; a
 * verified code gives a short-lived registration secret (its hash in `credentialHash`) that the final
 * registration must present, and is then deactivated.
 */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The e-mail as typed, lower-cased and trimmed. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    credentialHash: text('credential_hash'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_codes_email_idx').on(table.email, table.createdAt),
    index('registration_codes_ip_idx').on(table.ipAddress, table.createdAt),
  ],
);

/**
 * What an applicant told about themselves when registering (spec §3: User application fields) beyond
 * the user row itself (name, phone, birthday, region and city, seeking, start and end stay on `users`).
 */
export const workerApplications = pgTable(
  'worker_applications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The recruitment applied to: a job ad of the account, or none for an open application. */
    jobAdId: uuid('job_ad_id').references(() => jobAds.id),
    gender: text('gender'),
    permits: text('permits').array(),
    languages: text('languages').array(),
    drivingLicence: boolean('driving_licence'),
    hasCar: boolean('has_car'),
    degree: text('degree'),
    studyType: text('study_type'),
    credits: numeric('credits', { precision: 6, scale: 1, mode: 'number' }),
    /** Answers to the recruitment's questions: [{ question, answer }]. */
    answers: jsonb('answers'),
    /** Where the applicant came from (the job board, a link, an invitation). */
    source: text('source'),
    /**
     * The application's step (spec §4: applied, licence register confirmed / not found, no answer,
     * interview scheduled, …, contract signed). The values and the allowed moves are the domain's
     * `recruitment/application-steps.ts`; every move is also an `application_step_events` row.
     */
    step: text('step').notNull().default('applied'),
    stepChangedAt: timestamp('step_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The recruiter who works the application. */
    assignedTo: uuid('assigned_to').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('worker_applications_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * The history of an application: every step it took, who moved it and when, with the outcome a
 * recruiter noted (a call without an answer is a `no_answer` step with its note).
 */
export const applicationStepEvents = pgTable(
  'application_step_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id),
    fromStep: text('from_step'),
    toStep: text('to_step').notNull(),
    note: text('note'),
    /** Null when the system moved it (a contract signed, a document received). */
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_step_events_applicant_idx').on(table.applicantId, table.createdAt),
    index('application_step_events_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * A recruiter's invitation to apply or to finish an application (`/invite/application/:id`). The link's
 * secret is kept only as its SHA-256; the invitation ends when the person registers or it expires.
 */
export const applicationInvitations = pgTable(
  'application_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    mobile: text('mobile'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    locale: text('locale', { enum: ['fi', 'en', 'de', 'fr', 'pt'] }),
    jobAdId: uuid('job_ad_id').references(() => jobAds.id),
    message: text('message'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The applicant the invitation became, once registered. */
    applicantId: uuid('applicant_id').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_invitations_account_idx').on(table.accountId, table.createdAt)],
);
