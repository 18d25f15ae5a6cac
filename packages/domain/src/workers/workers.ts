import { z } from 'zod';
import { locales } from '../shared/constants';
import { workerStepStates } from '../users/user';

/** Shortest text search the personnel list accepts (spec section 9: "search minimum length"). */
export const workerSearchMinLength = 2;
/** Longest page the personnel list serves. */
export const workerListMaxPerPage = 100;
/** History entries the worker detail shows, newest first. */
export const workerHistoryLimit = 100;

/**
 * Statuses a worker can be given in the form. `deleted` is a soft delete and is never listed.
 */
export const workerStatuses = ['applied', 'accepted', 'inactive'] as const;
export type WorkerStatus = (typeof workerStatuses)[number];

/**
 * Personnel filters by shift state (spec section 4): a worker qualifies when it has at least one shift of the
 * account in that state, as the assignee or as one who asked for it (reservations).
 */
export const workerShiftFilters = ['booked', 'confirmed', 'booked-and-reserved', 'expired'] as const;
export type WorkerShiftFilter = (typeof workerShiftFilters)[number];

export const workerSorts = ['name-asc', 'name-desc'] as const;
export type WorkerSort = (typeof workerSorts)[number];

/** What a worker may be seeking (application data), stored in Finnish as in the demo data. */
export const applicationSeekingOptions = ['keikkatyö', 'sijaisuus', 'vakituinen'] as const;
export type ApplicationSeeking = (typeof applicationSeekingOptions)[number];

/** Addresses use the same 19 regions (maakunnat) as work areas. */
export { type FinnishRegion, finnishRegions } from '../geocoding/geocoding';

/**
 * Codes carried as the message of a field issue (zod `message`), so server and web agree on what was wrong;
 * the web app translates them as `workers.issues.<code>`.
 */
export const workerIssueCodes = [
  'FULL_NAME_INVALID',
  'EMAIL_INVALID',
  'PHONE_INVALID',
  'BIRTHDAY_INVALID',
  'BIRTHDAY_OUT_OF_RANGE',
  'DATE_INVALID',
  'END_BEFORE_START',
  'SEARCH_TOO_SHORT',
] as const;
export type WorkerIssueCode = (typeof workerIssueCodes)[number];

export function isWorkerIssueCode(value: unknown): value is WorkerIssueCode {
  return typeof value === 'string' && (workerIssueCodes as readonly string[]).includes(value);
}

const isoDateSchema = z.iso.date();

export const workerPoolSchema = z.object({ id: z.uuid(), name: z.string(), isDefault: z.boolean() });
export type WorkerPool = z.infer<typeof workerPoolSchema>;

/** One row of the personnel list. */
export const workerSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  profession: z.string().nullable(),
  status: z.string(),
  confirmed: z.boolean(),
  love: z.boolean(),
  addressCity: z.string().nullable(),
  addressRegion: z.string().nullable(),
  /** Stored YYYY-MM-DD; shown DD.MM.YYYY. */
  birthday: isoDateSchema.nullable(),
  stepState: z.enum(workerStepStates).nullable(),
  pools: z.array(workerPoolSchema),
});
export type WorkerSummary = z.infer<typeof workerSummarySchema>;

export const workerListSchema = z.object({
  items: z.array(workerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type WorkerList = z.infer<typeof workerListSchema>;

/** A worker with every field the form edits and the detail page shows. */
export const workerSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  birthday: isoDateSchema.nullable(),
  profession: z.string().nullable(),
  employmentType: z.string().nullable(),
  status: z.string(),
  confirmed: z.boolean(),
  love: z.boolean(),
  residency: z.string().nullable(),
  locale: z.enum(locales).nullable(),
  addressCity: z.string().nullable(),
  addressRegion: z.string().nullable(),
  applicationSeeking: z.array(z.string()),
  applicationStart: isoDateSchema.nullable(),
  applicationEnd: isoDateSchema.nullable(),
  workContractSent: z.boolean(),
  workContractSigned: z.boolean(),
  stepState: z.enum(workerStepStates).nullable(),
  /** When the welcome e-mail was queued; it is sent once. */
  welcomeSentAt: z.iso.datetime().nullable(),
  pools: z.array(workerPoolSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Worker = z.infer<typeof workerSchema>;

export const workerUpcomingShiftSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  areaId: z.uuid(),
  areaName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type WorkerUpcomingShift = z.infer<typeof workerUpcomingShiftSchema>;

export const workerConfirmedAreaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  confirmedShifts: z.number().int(),
});
export type WorkerConfirmedArea = z.infer<typeof workerConfirmedAreaSchema>;

export const workerHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  subject: z.string(),
  actorName: z.string().nullable(),
  /** Names of the fields the entry changed, when it recorded them. */
  fields: z.array(z.string()),
});
export type WorkerHistoryEntry = z.infer<typeof workerHistoryEntrySchema>;

/** The worker detail's lists: upcoming booked shifts, areas with confirmed shifts, history. */
export const workerActivitySchema = z.object({
  upcomingShifts: z.array(workerUpcomingShiftSchema),
  confirmedAreas: z.array(workerConfirmedAreaSchema),
  history: z.array(workerHistoryEntrySchema),
});
export type WorkerActivity = z.infer<typeof workerActivitySchema>;

/** Choices of the personnel filters and form that depend on the account. */
export const workerOptionsSchema = z.object({
  pools: z.array(workerPoolSchema),
  /** Cities on the account's workers' addresses, sorted. */
  cities: z.array(z.string()),
});
export type WorkerOptions = z.infer<typeof workerOptionsSchema>;
