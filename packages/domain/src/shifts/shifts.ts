import { z } from 'zod';
import {
  boostTypes,
  cancelReasons,
  shiftDisplayStates,
  shiftStatuses,
  shiftUpdateEntrySchema,
  workDayTypes,
} from './shift';

/**
 * One shift as the calendar draws it: flat, no per-row lookups, only what the event, the filters and the
 * list view show (the drawer loads the rest). Its area is named once in `areas`. Ids and instants are plain
 * strings here, not `z.uuid()` / `z.iso.datetime()`: the calendar answers up to 1,500 rows, and six format
 * checks per row on the server's response and again in the browser were a large share of the request (the
 * server writes these values itself, from uuid and timestamptz columns, as ISO 8601 UTC).
 */
export const calendarShiftSchema = z.object({
  id: z.string(),
  areaId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  displayState: z.enum(shiftDisplayStates),
  /** The booked worker's name; null while no worker is assigned. */
  assigneeName: z.string().nullable(),
  reservationCount: z.number().int(),
  boosted: z.boolean(),
});
export type CalendarShift = z.infer<typeof calendarShiftSchema>;

/** An area the calendar's shifts are in, named once for all of its shifts. */
export const calendarAreaSchema = z.object({ id: z.string(), name: z.string() });
export type CalendarArea = z.infer<typeof calendarAreaSchema>;

/** A position in one of the answer's lists (`areas`, `texts`). */
const listIndex = z.number().int().nonnegative();

/**
 * The calendar's shifts on the wire, by column: field `f` of the i-th shift is `columns.f[i]`. A month
 * answers up to 1,500 shifts, and bytes were most of the request's time over its SQL
 * (docs/decisions/0009-calendar-wire-format.md), so nothing repeats:
 * - `area` is an index into `areas`, which names each area once;
 * - `title`, `displayState` and `assigneeName` are indexes into `texts`, which holds each distinct text once
 *   (a month has a few dozen titles and names, and seven states);
 * - `startsAt` and `endsAt` are Unix time in whole seconds.
 * `decodeCalendarShifts` (calendar-shifts.codec.ts) turns the answer back into `CalendarShift` objects.
 */
export const calendarShiftColumnsSchema = z
  .object({
    id: z.array(z.string()).describe('Shift ids (uuid)'),
    area: z.array(listIndex).describe("Each shift's area: an index into `areas`"),
    title: z.array(listIndex).describe("Each shift's title: an index into `texts`"),
    startsAt: z.array(z.number().int()).describe('Start, Unix time in whole seconds'),
    endsAt: z.array(z.number().int()).describe('End, Unix time in whole seconds'),
    displayState: z
      .array(listIndex)
      .describe(
        `Display state: an index into \`texts\`, whose text is one of ${shiftDisplayStates.join(', ')}`,
      ),
    assigneeName: z
      .array(listIndex.nullable())
      .describe("The booked worker's name: an index into `texts`; null while no worker is assigned"),
    reservationCount: z.array(z.number().int()).describe('How many workers asked for the shift'),
    boosted: z.array(z.boolean()).describe('Whether the shift has a boost'),
  })
  .refine((columns) => Object.values(columns).every((column) => column.length === columns.id.length), {
    message: 'Every column has one value per shift',
  })
  .describe('The shifts by column: the i-th value of each array belongs to the i-th shift');
export type CalendarShiftColumns = z.infer<typeof calendarShiftColumnsSchema>;

/** The calendar's answer; `truncated` when the range holds more than the limit (spec section 9: 1,500). */
export const calendarShiftsSchema = z.object({
  areas: z.array(calendarAreaSchema).describe('Each area of the shifts, once'),
  texts: z.array(z.string()).describe('Each distinct title, worker name and display state, once'),
  shifts: calendarShiftColumnsSchema,
  truncated: z.boolean(),
});
export type CalendarShiftsResponse = z.infer<typeof calendarShiftsSchema>;

/** The calendar's answer decoded: each shift an object with its area's id. */
export type CalendarShifts = { items: CalendarShift[]; areas: CalendarArea[]; truncated: boolean };

/** A worker as a shift shows it (assignee, reservations). */
export const shiftWorkerSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profession: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type ShiftWorker = z.infer<typeof shiftWorkerSchema>;

/** A staff user named on a shift (who confirmed or verified it). */
export const shiftActorSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type ShiftActor = z.infer<typeof shiftActorSchema>;

/** What the caller may do with this shift now; the screen shows only these actions. */
export const shiftPermissionsSchema = z.object({
  canUpdate: z.boolean(),
  canAssign: z.boolean(),
  canAcceptReservation: z.boolean(),
  canCancelBooking: z.boolean(),
  canBoost: z.boolean(),
  canRemoveBoost: z.boolean(),
  /** Invitations are the invitations feature's; the flag says whether the shift is free to invite to. */
  canInvite: z.boolean(),
});
export type ShiftPermissions = z.infer<typeof shiftPermissionsSchema>;

/** One shift with everything its detail drawer shows. */
export const shiftDetailSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  gigId: z.uuid().nullable(),
  gigTitle: z.string().nullable(),
  title: z.string(),
  area: z.object({
    id: z.uuid(),
    name: z.string(),
    streetAddress: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  roleType: z.string().nullable(),
  requirements: z.string().nullable(),
  status: z.enum(shiftStatuses),
  displayState: z.enum(shiftDisplayStates).nullable(),
  isDraft: z.boolean(),
  assignee: shiftWorkerSchema.nullable(),
  reservations: z.array(shiftWorkerSchema),
  boosted: z.boolean(),
  boostType: z.enum(boostTypes).nullable(),
  boostValue: z.number().nullable(),
  cancelReason: z.enum(cancelReasons).nullable(),
  cancelNote: z.string().nullable(),
  actualStartsAt: z.iso.datetime({ offset: true }).nullable(),
  actualEndsAt: z.iso.datetime({ offset: true }).nullable(),
  breakMinutes: z.number().int().nullable(),
  kilometres: z.number().nullable(),
  workDayType: z.enum(workDayTypes).nullable(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  confirmedBy: shiftActorSchema.nullable(),
  inspectionSentAt: z.iso.datetime({ offset: true }).nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  verifiedBy: shiftActorSchema.nullable(),
  /** Oldest first. */
  history: z.array(shiftUpdateEntrySchema),
  permissions: shiftPermissionsSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;

/** A block behind a WORKER_BLOCKED warning, as the screen names it. */
export const assignmentWarningBlockSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  areaNames: z.array(z.string()),
});

/** The warnings shown before a worker is assigned (spec section 5); they inform, they never refuse. */
export const assignmentWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('SAME_DAY_SHIFT'),
    shifts: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        areaName: z.string(),
        startsAt: z.iso.datetime({ offset: true }),
        endsAt: z.iso.datetime({ offset: true }),
      }),
    ),
  }),
  z.object({ code: z.literal('SHIFT_ENDS_NEXT_DAY') }),
  z.object({
    code: z.literal('WORKER_BLOCKED'),
    scope: z.enum(['account', 'areas', 'app']),
    block: assignmentWarningBlockSchema,
  }),
]);
export type AssignmentWarningView = z.infer<typeof assignmentWarningSchema>;

export const assignmentWarningsSchema = z.object({
  worker: shiftWorkerSchema,
  warnings: z.array(assignmentWarningSchema),
});
export type AssignmentWarnings = z.infer<typeof assignmentWarningsSchema>;
