import { z } from 'zod';
import { pagedSchema } from '../shared/paging';
import { boostTypes, shiftDisplayStates, shiftStatuses, shiftUpdateEntrySchema } from '../shifts/shift';
import { gigLabels, gigStatuses } from './gig';
import { gigAreaFieldsSchema } from './gig-area-fields';

/** Most shifts one gig may carry (a month of three shifts a day fits). */
export const gigShiftsMax = 200;
export const gigTitleMaxLength = 200;
export const gigTextSearchMaxLength = 100;
export const gigTemplateNameMaxLength = 100;
/** Most addresses in a gig's client e-mail list. */
export const gigClientEmailsMax = 20;

/** List sort keys: the first shift's start, when the gig was made, its title. */
export const gigSortKeys = ['startDate', 'createdAt', 'title'] as const;
export type GigSortKey = (typeof gigSortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** A gig as the list shows it. `label` is `gigLabelOf` (deleted gigs are never listed). */
export const gigSummarySchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  areaId: z.uuid(),
  areaName: z.string(),
  title: z.string(),
  status: z.enum(gigStatuses),
  label: z.enum(gigLabels),
  roleType: z.string().nullable(),
  /** The customer contract that prices the gig's shifts (issue 13), with its name; null for none. */
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  availableShifts: z.number().int(),
  totalShifts: z.number().int(),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  boosted: z.boolean(),
  boostType: z.enum(boostTypes).nullable(),
  boostValue: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type GigSummary = z.infer<typeof gigSummarySchema>;

export const gigPageSchema = pagedSchema(gigSummarySchema);
export type GigPage = z.infer<typeof gigPageSchema>;

/** A live shift of a gig on the gig's page, with its history. */
export const gigShiftSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Ends on a later Helsinki day than it starts (shown clearly; also an assignment warning). */
  endsNextDay: z.boolean(),
  status: z.enum(shiftStatuses),
  displayState: z.enum(shiftDisplayStates).nullable(),
  roleType: z.string().nullable(),
  requirements: z.string().nullable(),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  reservationsCount: z.number().int(),
  /** Booked, confirmed, verified or held by a worker: times cannot change and it cannot be deleted. */
  isBooked: z.boolean(),
  boosted: z.boolean(),
  boostType: z.enum(boostTypes).nullable(),
  boostValue: z.number().nullable(),
  updates: z.array(shiftUpdateEntrySchema),
});
export type GigShiftView = z.infer<typeof gigShiftSchema>;

/** One gig with its live shifts (the create/edit page). */
export const gigDetailSchema = gigSummarySchema.extend({
  ...gigAreaFieldsSchema.shape,
  requirements: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  declinedAt: z.iso.datetime().nullable(),
  declinedByName: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  shifts: z.array(gigShiftSchema),
});
export type GigDetail = z.infer<typeof gigDetailSchema>;

/** A template's shift: times of day (HH:mm, Helsinki); the user picks the dates. */
export const gigTemplateShiftSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  roleType: z.string().nullable(),
  requirements: z.string().nullable(),
});
export type GigTemplateShift = z.infer<typeof gigTemplateShiftSchema>;

/** A saved gig template: everything of a gig except the dates. */
export const gigTemplateSchema = gigAreaFieldsSchema.extend({
  id: z.uuid(),
  templateName: z.string(),
  areaId: z.uuid(),
  areaName: z.string(),
  title: z.string(),
  roleType: z.string().nullable(),
  requirements: z.string().nullable(),
  boostType: z.enum(boostTypes).nullable(),
  boostValue: z.number().nullable(),
  shifts: z.array(gigTemplateShiftSchema),
  createdAt: z.iso.datetime(),
});
export type GigTemplate = z.infer<typeof gigTemplateSchema>;

export const gigTemplateListSchema = z.object({ items: z.array(gigTemplateSchema) });
export type GigTemplateList = z.infer<typeof gigTemplateListSchema>;

export const deletedGigSchema = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
export type DeletedGig = z.infer<typeof deletedGigSchema>;

/** Splitting answers both gigs: the shift's new one and the one it left. */
export const splitGigResultSchema = z.object({ newGig: gigDetailSchema, oldGig: gigDetailSchema });
export type SplitGigResult = z.infer<typeof splitGigResultSchema>;
