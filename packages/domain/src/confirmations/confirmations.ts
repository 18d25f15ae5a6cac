import { z } from 'zod';
import { shiftUpdateEntrySchema, workDayTypes } from '../shifts/shift';

/**
 * Where a completed shift stands after its completion was confirmed: confirmed (hours entered), awaiting
 * inspection (confirmed and sent to the customer to check) or verified (the customer or staff accepted
 * the hours). Only confirmed and verified shifts are confirmations.
 */
export const confirmationStates = ['confirmed', 'awaiting_inspection', 'verified'] as const;
export type ConfirmationState = (typeof confirmationStates)[number];

/** Sort orders of the confirmations list. */
export const confirmationSorts = ['start_desc', 'start_asc', 'worker', 'area'] as const;
export type ConfirmationSort = (typeof confirmationSorts)[number];

/** A confirmed or verified shift as the list shows it: planned vs actual times and what is paid. */
export const confirmationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  areaId: z.uuid(),
  areaName: z.string(),
  workerId: z.uuid().nullable(),
  workerName: z.string().nullable(),
  plannedStartsAt: z.iso.datetime(),
  plannedEndsAt: z.iso.datetime(),
  actualStartsAt: z.iso.datetime().nullable(),
  actualEndsAt: z.iso.datetime().nullable(),
  breakMinutes: z.number().int().nullable(),
  kilometres: z.number().nullable(),
  workDayType: z.enum(workDayTypes).nullable(),
  /** Hours paid after the unpaid break, to two decimals. */
  paidHours: z.number(),
  status: z.enum(['confirmed', 'verified']),
  state: z.enum(confirmationStates),
  confirmedAt: z.iso.datetime().nullable(),
  inspectionSentAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  /** Whether the caller may verify the hours now. */
  canVerify: z.boolean(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export const confirmationPageSchema = z.object({
  items: z.array(confirmationSchema),
  total: z.number().int(),
});
export type ConfirmationPage = z.infer<typeof confirmationPageSchema>;

/** One confirmation with its gig, who confirmed and verified it, and the shift's whole history. */
export const confirmationDetailSchema = confirmationSchema.extend({
  gigId: z.uuid().nullable(),
  gigTitle: z.string().nullable(),
  roleType: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  updates: z.array(shiftUpdateEntrySchema),
});
export type ConfirmationDetail = z.infer<typeof confirmationDetailSchema>;

/** What the list filters offer: the caller's areas and the workers with confirmations in them. */
export const confirmationOptionsSchema = z.object({
  areas: z.array(z.object({ id: z.uuid(), name: z.string() })),
  workers: z.array(z.object({ id: z.uuid(), fullName: z.string() })),
});
export type ConfirmationOptions = z.infer<typeof confirmationOptionsSchema>;

/** Most workers the filter offers (the ones with the most recent confirmations first). */
export const confirmationWorkerOptionsLimit = 500;
