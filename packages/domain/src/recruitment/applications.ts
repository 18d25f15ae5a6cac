import { z } from 'zod';
import { locales } from '../shared/constants';
import { pagedSchema } from '../shared/paging';
import { applicationSteps } from './application-steps';
import { applicantGenders, studyTypes } from './registration';

/** Longest page of the applications list and the call list (the CSV export pages by it, decision 0029). */
export const applicationListMaxPerPage = 100;
/** History entries the detail shows, newest first. */
export const applicationHistoryLimit = 200;

/** The message key the web app shows after a save (spec §8: 'Application updated'). */
export const applicationUpdatedMessage = 'APPLICATION_UPDATED';

const isoDay = z.iso.date();

/** The recruiter working an application. */
export const applicationRecruiterSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type ApplicationRecruiter = z.infer<typeof applicationRecruiterSchema>;

/** One row of the applications list. */
export const applicationRowSchema = z.object({
  /** The applicant's user id: the application's id too (one application per person). */
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  profession: z.string().nullable(),
  addressRegion: z.string().nullable(),
  addressCity: z.string().nullable(),
  applicationSeeking: z.array(z.string()),
  applicationStart: isoDay.nullable(),
  applicationEnd: isoDay.nullable(),
  /** Spec §9: an open-ended period or one of 20 days or more. */
  longTermSeeking: z.boolean(),
  step: z.enum(applicationSteps),
  stepChangedAt: z.iso.datetime(),
  source: z.string().nullable(),
  jobAdTitle: z.string().nullable(),
  assignedTo: applicationRecruiterSchema.nullable(),
  /** True once the applicant was confirmed as a worker. */
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const applicationPageSchema = pagedSchema(applicationRowSchema);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const applicationAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

/** Every field of an application: the applicant's user row and the `worker_applications` row. */
export const applicationDetailSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  birthday: isoDay.nullable(),
  locale: z.enum(locales).nullable(),
  addressRegion: z.string().nullable(),
  addressCity: z.string().nullable(),
  profession: z.string().nullable(),
  applicationSeeking: z.array(z.string()),
  applicationStart: isoDay.nullable(),
  applicationEnd: isoDay.nullable(),
  longTermSeeking: z.boolean(),
  gender: z.enum(applicantGenders).nullable(),
  permits: z.array(z.string()),
  languages: z.array(z.string()),
  drivingLicence: z.boolean().nullable(),
  hasCar: z.boolean().nullable(),
  degree: z.string().nullable(),
  studyType: z.enum(studyTypes).nullable(),
  credits: z.number().nullable(),
  answers: z.array(applicationAnswerSchema),
  source: z.string().nullable(),
  jobAdId: z.uuid().nullable(),
  jobAdTitle: z.string().nullable(),
  step: z.enum(applicationSteps),
  stepChangedAt: z.iso.datetime(),
  /** The steps a recruiter may move it to now (the step menu; system steps and confirming excluded). */
  nextSteps: z.array(z.enum(applicationSteps)),
  /** Whether the confirm action is open: not yet a worker and the table allows → confirmed. */
  canConfirm: z.boolean(),
  assignedTo: applicationRecruiterSchema.nullable(),
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** One step in the history: from where, to where, the note, who (null: the system) and when. */
export const applicationHistoryEntrySchema = z.object({
  id: z.uuid(),
  /** Null for the first entry (registration). */
  fromStep: z.enum(applicationSteps).nullable(),
  toStep: z.enum(applicationSteps),
  /**
   * A call's outcome when the entry records one: `reached` (the step stayed), `no_answer` (the step
   * became, or stayed, no answer); null for any other move.
   */
  call: z.enum(['reached', 'no_answer']).nullable(),
  note: z.string().nullable(),
  actor: applicationRecruiterSchema.nullable(),
  at: z.iso.datetime(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const applicationHistorySchema = z.object({ items: z.array(applicationHistoryEntrySchema) });
export type ApplicationHistory = z.infer<typeof applicationHistorySchema>;

/** The answer of a save: the application as stored and the message the web app shows. */
export const applicationUpdatedSchema = z.object({
  application: applicationDetailSchema,
  message: z.literal(applicationUpdatedMessage),
});
export type ApplicationUpdated = z.infer<typeof applicationUpdatedSchema>;

/** The answer of a move, a call or a confirmation: the application now and the history entry written. */
export const applicationMovedSchema = z.object({
  application: applicationDetailSchema,
  entry: applicationHistoryEntrySchema,
});
export type ApplicationMoved = z.infer<typeof applicationMovedSchema>;

/** One applicant to phone (the call list), oldest application first. */
export const callListRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  mobile: z.string(),
  profession: z.string().nullable(),
  addressCity: z.string().nullable(),
  step: z.enum(applicationSteps),
  stepChangedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The last call's note and time, when one was recorded. */
  lastCallAt: z.iso.datetime().nullable(),
  lastCallNote: z.string().nullable(),
});
export type CallListRow = z.infer<typeof callListRowSchema>;

export const callListPageSchema = pagedSchema(callListRowSchema);
export type CallListPage = z.infer<typeof callListPageSchema>;
