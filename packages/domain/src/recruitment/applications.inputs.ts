import { z } from 'zod';
import { pageQueryFields } from '../shared/paging';
import { isEmail } from '../shared/validators';
import { finnishCareRoles } from '../users/user';
import { applicationSeekingOptions, finnishRegions, workerSearchMinLength } from '../workers/workers';
import { isApplicationPeriodValid } from '../workers/workers.rules';
import { applicationSteps } from './application-steps';
import { applicationListMaxPerPage } from './applications';
import { seekingTerms } from './applications.rules';
import { applicantGenders, studyTypes } from './registration';
import { applicantBirthdaySchema, applicantMobileSchema } from './registration.inputs';

export const applicationSorts = ['created', 'name', 'step-changed'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/**
 * Steps as the URL carries them: `step=applied,no_answer` (the web client joins an array with commas)
 * or an array; empty means every step.
 */
const stepListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((step) => step.trim()))
  .transform((steps) => [...new Set(steps.filter((step) => step !== ''))])
  .pipe(z.array(z.enum(applicationSteps)));

const trueOrFalse = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The applications list (decision 0029's kernel pages it; the CSV export pages it by 100). Dates are
 * Helsinki days: `createdFrom`..`createdTo` both included; `seekingFrom`..`seekingTo` keep applicants
 * whose seeking period overlaps (applications.rules.ts `seekingOverlaps`); `seekingTerm` splits long-term
 * from short-term seekers by spec §9's 20-day tolerance.
 */
export const applicationListQuerySchema = z.object({
  /** Name, e-mail or mobile; empty means none, otherwise at least 2 characters (SEARCH_TOO_SHORT). */
  search: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || value.length >= workerSearchMinLength, { message: 'SEARCH_TOO_SHORT' })
    .optional(),
  step: stepListSchema.optional(),
  profession: z.enum(finnishCareRoles).optional(),
  region: z.enum(finnishRegions).optional(),
  assignedTo: z.uuid().optional(),
  /** "true": only applicants not yet confirmed as workers. */
  unconfirmed: trueOrFalse.optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  seekingFrom: z.iso.date().optional(),
  seekingTo: z.iso.date().optional(),
  seekingTerm: z.enum(seekingTerms).optional(),
  sort: z.enum(applicationSorts).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields(applicationListMaxPerPage),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
export type ParsedApplicationListQuery = z.output<typeof applicationListQuerySchema>;

/** The call list: the same paging, oldest application first. */
export const callListQuerySchema = z.object({ ...pageQueryFields(applicationListMaxPerPage) });
export type CallListQuery = z.input<typeof callListQuerySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

const uniqueTexts = (max: number, each: number) =>
  z
    .array(z.string().trim().min(1).max(each))
    .max(max)
    .transform((values) => [...new Set(values)]);

/**
 * What a recruiter edits on the application (the detail's form): the applicant's details as registration
 * takes them, and who works the application. The e-mail stays unique ('Email is already in use',
 * EMAIL_IN_USE); the answers and the source are the applicant's and are not edited.
 */
export const applicationUpdateInputSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z
      .string()
      .trim()
      .min(1)
      .max(254)
      .refine(isEmail, { message: 'EMAIL_INVALID' })
      .transform((value) => value.toLowerCase()),
    mobile: applicantMobileSchema.nullable(),
    birthday: applicantBirthdaySchema.nullable(),
    addressRegion: z.enum(finnishRegions).nullable(),
    addressCity: optionalText(100),
    profession: z.enum(finnishCareRoles).nullable(),
    applicationSeeking: z
      .array(z.enum(applicationSeekingOptions))
      .max(applicationSeekingOptions.length)
      .transform((values) => [...new Set(values)]),
    applicationStart: z.iso.date().nullable(),
    applicationEnd: z.iso.date().nullable(),
    gender: z.enum(applicantGenders).nullable(),
    permits: uniqueTexts(20, 100),
    languages: uniqueTexts(20, 50),
    drivingLicence: z.boolean().nullable(),
    hasCar: z.boolean().nullable(),
    degree: optionalText(200),
    studyType: z.enum(studyTypes).nullable(),
    credits: z.number().min(0).max(999).nullable(),
    /** The recruiter (an admin or agent of the account); null: nobody. */
    assignedTo: z.uuid().nullable(),
  })
  .superRefine((values, context) => {
    if (!isApplicationPeriodValid(values.applicationStart, values.applicationEnd)) {
      context.addIssue({ code: 'custom', path: ['applicationEnd'], message: 'END_BEFORE_START' });
    }
  });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateInputSchema>;
export type ApplicationUpdateValues = z.output<typeof applicationUpdateInputSchema>;

const noteSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/** A recruiter's move (APPLICATION_STEP_NOT_ALLOWED when the table or the mover refuses it). */
export const moveApplicationInputSchema = z.object({
  to: z.enum(applicationSteps),
  note: noteSchema,
});
export type MoveApplicationInput = z.input<typeof moveApplicationInputSchema>;

export const callOutcomes = ['reached', 'no_answer'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** A call's outcome: no answer moves the application to no_answer; reached is a history entry only. */
export const callOutcomeInputSchema = z.object({
  outcome: z.enum(callOutcomes),
  note: noteSchema,
});
export type CallOutcomeInput = z.input<typeof callOutcomeInputSchema>;

/** Confirming the applicant as a worker; the note goes to the history. */
export const confirmApplicantInputSchema = z.object({ note: noteSchema });
export type ConfirmApplicantInput = z.input<typeof confirmApplicantInputSchema>;
