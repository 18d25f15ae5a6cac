import { z } from 'zod';
import { accountSettingsSchema } from '../accounts/account-settings';
import { boostTypes, shiftStatuses, workDayTypes } from '../shifts/shift';

/**
 * The action center's tabs (spec section 2): booking confirmation, completed-shift verification,
 * quick-pay verification and sending confirmed shifts for the customer's inspection.
 */
export const actionCenterTabs = ['bookings', 'completions', 'quick-pay', 'inspection'] as const;
export type ActionCenterTab = (typeof actionCenterTabs)[number];

/** Most shifts sent for inspection in one call (the tab's page holds fewer). */
export const inspectionBatchMax = 100;

/**
 * Longest completion accepted: a shift of more than a day is a mistyped date, not work. 24 hours exactly
 * stays possible (a doctor's on-call day).
 */
export const maxCompletionMinutes = 24 * 60;

export const actionCenterPersonSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type ActionCenterPerson = z.infer<typeof actionCenterPersonSchema>;

/** One shift as every tab lists it. Times are ISO instants; the web app shows them in Helsinki time. */
export const actionCenterShiftSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  areaId: z.uuid(),
  areaName: z.string(),
  gigId: z.uuid().nullable(),
  title: z.string(),
  roleType: z.string().nullable(),
  status: z.enum(shiftStatuses),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** The booked worker (reserved shifts), else null. */
  worker: actionCenterPersonSchema.nullable(),
  /** Workers who asked for the shift (booking confirmation tab). */
  reservations: z.array(actionCenterPersonSchema),
  boostType: z.enum(boostTypes).nullable(),
  boostValue: z.number().nullable(),
  actualStartsAt: z.iso.datetime({ offset: true }).nullable(),
  actualEndsAt: z.iso.datetime({ offset: true }).nullable(),
  breakMinutes: z.number().int().nullable(),
  kilometrikorvaus: z.number().nullable(),
  workDayType: z.enum(workDayTypes).nullable(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  inspectionSentAt: z.iso.datetime({ offset: true }).nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ActionCenterShift = z.infer<typeof actionCenterShiftSchema>;

export const actionCenterPageSchema = z.object({
  items: z.array(actionCenterShiftSchema),
  total: z.number().int(),
});
export type ActionCenterPage = z.infer<typeof actionCenterPageSchema>;

/** The completions tab also carries the account's break rule, so the form can prefill the break. */
export const completionsPageSchema = actionCenterPageSchema.extend({ breakRule: accountSettingsSchema });
export type CompletionsPage = z.infer<typeof completionsPageSchema>;

/** The menu badge (spec: open, unreserved future shifts of the account; a customer's own areas). */
export const actionCenterBadgeSchema = z.object({ openUnreservedFuture: z.number().int().min(0) });
export type ActionCenterBadge = z.infer<typeof actionCenterBadgeSchema>;

/** What sending for inspection did: shifts marked and summary e-mails queued (one per area with addresses). */
export const inspectionResultSchema = z.object({
  sent: z.number().int(),
  mails: z.number().int(),
  /** Areas of the sent shifts without a confirmation e-mail: nobody was mailed for them. */
  areasWithoutEmail: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type InspectionResult = z.infer<typeof inspectionResultSchema>;

/**
 * How many shifts wait in each tab, in the caller's scope (a customer: its areas); null for a tab the caller
 * may not open (quick pay and inspection are the staffing company's work).
 */
export const actionCenterCountsSchema = z.object({
  bookings: z.number().int().min(0),
  completions: z.number().int().min(0),
  'quick-pay': z.number().int().min(0).nullable(),
  inspection: z.number().int().min(0).nullable(),
});
export type ActionCenterCounts = z.infer<typeof actionCenterCountsSchema>;
