import { z } from 'zod';
import { postcodeSchema } from '../geocoding/geocoding';
import {
  addDays,
  helsinkiInstant as helsinkiInstantOnDay,
  isDayKey,
  isWallTime,
} from '../shared/helsinki-time';
import { pageQueryFields } from '../shared/paging';
import { isEmail } from '../shared/validators';
import { boostTypes } from '../shifts/shift';
import { gigLabels } from './gig';
import type { GigAreaField } from './gig-area-fields';
import {
  gigClientEmailsMax,
  gigShiftsMax,
  gigSortKeys,
  gigTemplateNameMaxLength,
  gigTextSearchMaxLength,
  gigTitleMaxLength,
  sortOrders,
} from './gigs';

/** Issue messages the gig form turns into its own texts (gigs.validation.*). */
export const gigIssueCodes = {
  emailInvalid: 'EMAIL_INVALID',
  timeInvalid: 'TIME_INVALID',
  dateInvalid: 'DATE_INVALID',
  postcodeInvalid: 'POSTCODE_INVALID',
} as const;

/** A shift lasts at most a day: it may end the next day, never later. */
export const shiftMaxDurationMs = 24 * 60 * 60 * 1000;

const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayKeyPattern = /^\d{4}-\d{2}-\d{2}$/;

export const timeOfDaySchema = z.string().regex(timeOfDayPattern, gigIssueCodes.timeInvalid);
export const dayKeySchema = z.string().regex(dayKeyPattern, gigIssueCodes.dateInvalid);

/** Text left out stays undefined (on create: taken from the area); empty text is cleared (null). */
const areaText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const clientEmailsSchema = z
  .array(z.string().trim().toLowerCase().max(254).refine(isEmail, gigIssueCodes.emailInvalid))
  .max(gigClientEmailsMax)
  .transform((emails) => [...new Set(emails)])
  .optional();

/** The area fields as the gig form sends them: exactly the domain's list (`gigAreaFields`), each validated (a postcode is five digits, as on an area). */
const gigAreaFieldsInput = {
  contract: areaText(200),
  clientEmails: clientEmailsSchema,
  contact: areaText(200),
  absenceInfo: areaText(1000),
  locationDetails: areaText(2000),
  streetAddress: areaText(200),
  city: areaText(100),
  postcode: areaText(10).refine(
    (value) => !value || postcodeSchema.safeParse(value).success,
    gigIssueCodes.postcodeInvalid,
  ),
  region: areaText(100),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
} satisfies Record<GigAreaField, z.ZodType>;

/** A shift of the gig form. `id` names a shift that already exists (edit); without it the shift is new. */
export const gigShiftInputSchema = z.object({
  id: z.uuid().optional(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  roleType: optionalText(100),
  requirements: optionalText(2000),
});
export type GigShiftInput = z.infer<typeof gigShiftInputSchema>;

const gigFieldsSchema = z.object({
  title: z.string().trim().min(1).max(gigTitleMaxLength),
  roleType: optionalText(100),
  requirements: optionalText(2000),
  ...gigAreaFieldsInput,
  /**
   * The customer contract of the gig: a live contract of the account, or null for none. Left out
   * (undefined): a new gig takes its area's, a saved one keeps its own. Only users who may edit contracts
   * set it; a customer's suggestion always gets the area's.
   */
  contractId: z.uuid().nullable().optional(),
  boostType: z
    .enum(boostTypes)
    .nullish()
    .transform((value) => value ?? null),
  boostValue: z
    .number()
    .min(0)
    .max(100_000)
    .nullish()
    .transform((value) => value ?? null),
  // Checked by `gigInputProblem` so the answer is the spec's GIG_SHIFTS_REQUIRED, not a schema error.
  shifts: z.array(gigShiftInputSchema).max(gigShiftsMax).default([]),
});

/**
 * A new gig. Area fields left out are copied from the area. `mode` says whether staff save a draft or
 * publish at once; a customer's gig is always a suggestion, whatever it asks.
 */
export const createGigInputSchema = gigFieldsSchema.extend({
  // Optional here so a missing area answers the spec's GIG_AREA_REQUIRED.
  areaId: z.uuid().nullish(),
  mode: z.enum(['draft', 'publish']).default('draft'),
});
export type CreateGigInput = z.infer<typeof createGigInputSchema>;
export type CreateGigFormInput = z.input<typeof createGigInputSchema>;

/**
 * The editable state of a gig (PUT; the area stays). `shifts` lists every live shift to keep: new ones
 * without id, existing ones with their id; a live shift left out is removed (refused when booked).
 * `publish` publishes a draft or suggestion after saving.
 */
export const updateGigInputSchema = gigFieldsSchema.extend({
  publish: z.boolean().default(false),
});
export type UpdateGigInput = z.infer<typeof updateGigInputSchema>;
export type UpdateGigFormInput = z.input<typeof updateGigInputSchema>;

/** Approving a customer's suggestion: published at once (default) or kept as a draft. */
export const approveGigInputSchema = z.object({ mode: z.enum(['draft', 'publish']).default('publish') });
export type ApproveGigInput = z.infer<typeof approveGigInputSchema>;

export const gigTemplateShiftInputSchema = z.object({
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  roleType: optionalText(100),
  requirements: optionalText(2000),
});

/** Saves the gig form as a template: its fields and its shifts' times of day, under a name. */
export const createGigTemplateInputSchema = gigFieldsSchema.omit({ shifts: true, contractId: true }).extend({
  areaId: z.uuid(),
  templateName: z.string().trim().min(1).max(gigTemplateNameMaxLength),
  shifts: z.array(gigTemplateShiftInputSchema).min(1).max(gigShiftsMax),
});
export type CreateGigTemplateInput = z.infer<typeof createGigTemplateInputSchema>;

/** The gigs list: filters, sort and pages (spec section 9: default page size 10, perPage). */
export const listGigsQuerySchema = z.object({
  label: z.enum(gigLabels).optional(),
  areaId: z.uuid().optional(),
  /** Gigs whose dates overlap [from, to] (Helsinki days, inclusive). */
  from: dayKeySchema.optional(),
  to: dayKeySchema.optional(),
  roleType: z.string().trim().max(100).optional(),
  /** Contained in the title or the area's name, any case. */
  text: z.string().trim().max(gigTextSearchMaxLength).optional(),
  sort: z.enum(gigSortKeys).default('startDate'),
  order: z.enum(sortOrders).default('desc'),
  ...pageQueryFields(),
});
export type ListGigsQuery = z.infer<typeof listGigsQuerySchema>;
export type ListGigsQueryInput = z.input<typeof listGigsQuerySchema>;

export type GigInputProblem =
  | { code: 'GIG_AREA_REQUIRED'; field: 'areaId' }
  | { code: 'GIG_SHIFTS_REQUIRED'; field: 'shifts' }
  | { code: 'SHIFT_TIMES_INVALID'; field: 'shifts'; index: number };

/** A shift ends after it starts and lasts at most a day (it may end the next day). */
export function shiftTimesAreValid(startsAt: Date | string, endsAt: Date | string): boolean {
  const duration = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  return duration > 0 && duration <= shiftMaxDurationMs;
}

/**
 * The gig rules a schema cannot phrase as the spec's codes (section 5): a service area, at least one
 * shift, every shift ending after it starts. The server answers the first problem; the form shows it.
 */
export function gigInputProblem(input: {
  areaId?: string | null;
  shifts: readonly { startsAt: string | Date; endsAt: string | Date }[];
}): GigInputProblem | null {
  if (!input.areaId) {
    return { code: 'GIG_AREA_REQUIRED', field: 'areaId' };
  }
  if (input.shifts.length === 0) {
    return { code: 'GIG_SHIFTS_REQUIRED', field: 'shifts' };
  }
  const index = input.shifts.findIndex((shift) => !shiftTimesAreValid(shift.startsAt, shift.endsAt));
  return index === -1 ? null : { code: 'SHIFT_TIMES_INVALID', field: 'shifts', index };
}

/**
 * The instant of a Helsinki wall-clock time on a Helsinki day (YYYY-MM-DD, HH:mm); what is not a real day
 * and time gives the epoch, so the shift's span is empty and the shared check refuses it.
 */
export function helsinkiInstant(dayKey: string, time: string): Date {
  return isDayKey(dayKey) && isWallTime(time) ? helsinkiInstantOnDay(dayKey, time) : new Date(0);
}

/** The Helsinki day after a day key (what is not a day is left for `helsinkiInstant` to refuse). */
export function nextDayKey(dayKey: string): string {
  return isDayKey(dayKey) ? addDays(dayKey, 1) : dayKey;
}

/**
 * A shift on a day from start and end times of day: an end at or before the start means the shift
 * ends the next day (a night shift 22:00-07:00).
 */
export function shiftTimesOn(
  dayKey: string,
  startTime: string,
  endTime: string,
): { startsAt: Date; endsAt: Date } {
  const endDay = endTime <= startTime ? nextDayKey(dayKey) : dayKey;
  return { startsAt: helsinkiInstant(dayKey, startTime), endsAt: helsinkiInstant(endDay, endTime) };
}
