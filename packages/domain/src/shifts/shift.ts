import { z } from 'zod';

/** Stored shift status values (spec section 4). `deleted` is the soft delete; lists never show it. */
export const shiftStatuses = [
  'draft',
  'open',
  'booked',
  'confirmed',
  'verified',
  'expired',
  'deleted',
] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];

/**
 * The calendar's derived display state (spec section 4, "Calendar display state"). The names are the spec's:
 * `Booked` is an open shift that workers asked for, `Verified` a booked and reserved shift still ahead,
 * `Unconfirmed` one whose end has passed and that awaits completion confirmation.
 */
export const shiftDisplayStates = [
  'Open',
  'Booked',
  'Verified',
  'Unconfirmed',
  'Confirmed',
  'Expired',
  'Draft',
] as const;
export type ShiftDisplayState = (typeof shiftDisplayStates)[number];

/** Boost types (spec section 4): quick pay and a bonus on a hard-to-fill shift. */
export const boostTypes = ['quick', 'bonus'] as const;
export type BoostType = (typeof boostTypes)[number];

/** Why a booking was cancelled (spec section 4, "Shift cancel reasons"). */
export const cancelReasons = ['needs_orientation', 'does_not_meet_requirements', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** Work-day types (spec section 3). */
export const workDayTypes = [
  'work_day',
  'sick_day',
  'sick_day_pending',
  'temporary_nursing_leave',
  'orientation_day',
  'absence',
] as const;
export type WorkDayType = (typeof workDayTypes)[number];

/**
 * What an entry of a shift's history records. The web app translates the state; `content` carries the
 * detail (a worker's name, a reason, the changed fields), never a sentence.
 */
export const shiftUpdateStates = [
  'created',
  'updated',
  'published',
  'assigned',
  'unassigned',
  'cancelled',
  'reservation_added',
  'reservation_accepted',
  'boosted',
  'boost_removed',
  'invited',
  'invitation_accepted',
  'invitation_declined',
  'invitation_revoked',
  'confirmed',
  'sent_for_inspection',
  'verified',
  'quick_pay_verified',
  'split',
  'expired',
  'deleted',
  'restored',
] as const;
export type ShiftUpdateState = (typeof shiftUpdateStates)[number];

/** One entry of a shift's history (spec: updates list of state, date, processer, content). */
export type ShiftUpdateEntry = {
  state: ShiftUpdateState | (string & {});
  /** ISO instant. */
  date: string;
  /** Id of the user (or worker, for invitations) who made the change; null for the system. */
  processer: string | null;
  /** Their name at the time, so the history reads without joins. */
  processerName?: string | null;
  content: string;
};

export const shiftUpdateEntrySchema = z.object({
  state: z.string(),
  date: z.iso.datetime({ offset: true }),
  processer: z.string().nullable(),
  processerName: z.string().nullable().optional(),
  content: z.string(),
});
