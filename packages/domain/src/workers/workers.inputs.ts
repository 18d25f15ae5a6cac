import { z } from 'zod';
import { isPlausibleBirthday, parseBirthday } from '../shared/birthday';
import { locales } from '../shared/constants';
import { pageQueryFields } from '../shared/paging';
import { isEmail, isFullName, parsePhoneNumber } from '../shared/validators';
import { employmentTypes, finnishCareRoles } from '../users/user';
import {
  applicationSeekingOptions,
  finnishRegions,
  type WorkerIssueCode,
  workerListMaxPerPage,
  workerSearchMinLength,
  workerShiftFilters,
  workerSorts,
  workerStatuses,
} from './workers';
import { isApplicationPeriodValid } from './workers.rules';

const issue = (code: WorkerIssueCode) => ({ message: code });

/** Optional free text: trimmed, and empty means none (null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
}

/** A calendar date as the API takes it, YYYY-MM-DD, or null. */
const isoDateOrNull = z.iso.date().nullable();

/** A birthday is not in the future nor more than 100 years back (a typo such as 1.1.1099 or 1.1.2099). */
const birthdayOrNull = isoDateOrNull.refine(
  (value) => value === null || isPlausibleBirthday(value),
  issue('BIRTHDAY_OUT_OF_RANGE'),
);

/**
 * A mobile number as people write it (`040 123 4567`, `050-4155332`, `+358 40 ...`), stored in E.164
 * (`+358401234567`): the SMS gateway needs it and the worker search compares it.
 */
const mobileSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .transform((value, context) => {
    const e164 = parsePhoneNumber(value);
    if (e164 === null) {
      context.addIssue({ code: 'custom', ...issue('PHONE_INVALID') });
      return z.NEVER;
    }
    return e164;
  });

/**
 * A date as the form takes it: typed D.M.YYYY or DD.MM.YYYY (empty means none), turned into the stored
 * YYYY-MM-DD. `code` names the problem when the text is not a real date.
 */
function finnishDateText(code: WorkerIssueCode) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') {
        return null;
      }
      const stored = parseBirthday(value);
      if (stored === null) {
        context.addIssue({ code: 'custom', message: code });
        return z.NEVER;
      }
      return stored;
    });
}

/** Fields of a worker that the API and the form share (dates differ: see below). */
const workerFieldsShape = {
  /** The spec's "names of more than one word": split into first names and last name when saved. */
  fullName: z.string().trim().min(1).max(200).refine(isFullName, issue('FULL_NAME_INVALID')),
  // Stored lower-case: e-mail addresses are unique whatever case the user types.
  email: z.string().trim().min(1).max(254).refine(isEmail, issue('EMAIL_INVALID')).transform(toLowerCase),
  mobile: mobileSchema,
  profession: z.enum(finnishCareRoles),
  employmentType: z.enum(employmentTypes).nullable(),
  status: z.enum(workerStatuses),
  confirmed: z.boolean(),
  /** Medication permit ("love"). */
  love: z.boolean(),
  residency: optionalText(100),
  /** Language of the e-mails the worker gets (the welcome e-mail); Finnish when not set. */
  locale: z.enum(locales),
  addressCity: optionalText(100),
  addressRegion: z.enum(finnishRegions).nullable(),
  applicationSeeking: z
    .array(z.enum(applicationSeekingOptions))
    .max(applicationSeekingOptions.length)
    .transform((values) => [...new Set(values)]),
  /** Pools of the account the worker belongs to (memberships in pool_members). */
  poolIds: z
    .array(z.uuid())
    .max(100)
    .transform((values) => [...new Set(values)]),
};

function toLowerCase(value: string): string {
  return value.toLowerCase();
}

function refineApplicationPeriod(
  values: { applicationStart: string | null; applicationEnd: string | null },
  context: z.RefinementCtx,
): void {
  if (!isApplicationPeriodValid(values.applicationStart, values.applicationEnd)) {
    context.addIssue({ code: 'custom', path: ['applicationEnd'], message: 'END_BEFORE_START' });
  }
}

/** Body of creating or updating a worker through the API: dates YYYY-MM-DD. */
export const workerInputSchema = z
  .object({
    ...workerFieldsShape,
    birthday: birthdayOrNull,
    applicationStart: isoDateOrNull,
    applicationEnd: isoDateOrNull,
  })
  .superRefine(refineApplicationPeriod);
export type WorkerInput = z.input<typeof workerInputSchema>;
export type ParsedWorkerInput = z.output<typeof workerInputSchema>;

/**
 * The worker form: the same fields, with dates typed DD.MM.YYYY (spec section 5: birthday entered
 * DD.MM.YYYY, stored YYYY-MM-DD). Its output is a valid API body.
 */
export const workerFormSchema = z
  .object({
    ...workerFieldsShape,
    birthday: finnishDateText('BIRTHDAY_INVALID').refine(
      (value) => value === null || isPlausibleBirthday(value),
      issue('BIRTHDAY_OUT_OF_RANGE'),
    ),
    applicationStart: finnishDateText('DATE_INVALID'),
    applicationEnd: finnishDateText('DATE_INVALID'),
  })
  .superRefine(refineApplicationPeriod);
export type WorkerFormInput = z.input<typeof workerFormSchema>;

/** Personnel list filters, paging and order; every value comes from the URL's search parameters. */
export const workerListQuerySchema = z.object({
  /** Name, e-mail or mobile; empty means no search, otherwise at least `workerSearchMinLength` characters. */
  search: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || value.length >= workerSearchMinLength, issue('SEARCH_TOO_SHORT'))
    .optional(),
  status: z.enum(workerStatuses).optional(),
  profession: z.enum(finnishCareRoles).optional(),
  poolId: z.uuid().optional(),
  city: z.string().trim().min(1).max(100).optional(),
  region: z.enum(finnishRegions).optional(),
  /** "true": only workers whose birthday is more than 50 years before today (Helsinki date). */
  overFifty: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  shifts: z.enum(workerShiftFilters).optional(),
  sort: z.enum(workerSorts).default('name-asc'),
  ...pageQueryFields(workerListMaxPerPage),
});
export type WorkerListQuery = z.input<typeof workerListQuerySchema>;
export type ParsedWorkerListQuery = z.output<typeof workerListQuerySchema>;

/** E-mail existence check before saving (spec section 5); `workerId` leaves the worker's own address out. */
export const emailAvailabilityInputSchema = z.object({
  email: z.string().trim().min(1).max(254).refine(isEmail, issue('EMAIL_INVALID')).transform(toLowerCase),
  workerId: z.uuid().optional(),
});
export type EmailAvailabilityInput = z.input<typeof emailAvailabilityInputSchema>;

export const emailAvailabilitySchema = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;
