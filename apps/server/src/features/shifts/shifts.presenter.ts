import { type ShiftUpdateEntry, type WorkDayType, workDayTypes } from '@portal/domain/shifts/shift';
import { displayStateOf } from '@portal/domain/shifts/shift-status.rules';
import type {
  CalendarShift,
  CalendarShifts,
  ShiftDetail,
  ShiftPermissions,
  ShiftWorker,
} from '@portal/domain/shifts/shifts';
import type { CalendarRow, ShiftDetailRow, ShiftWorkerRow } from './shifts.repository';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function workDayTypeOf(value: string | null): WorkDayType | null {
  return (workDayTypes as readonly string[]).includes(value ?? '') ? (value as WorkDayType) : null;
}

export function presentShiftWorker(row: ShiftWorkerRow): ShiftWorker {
  return { id: row.id, fullName: row.fullName, profession: row.profession, mobile: row.mobile };
}

/** One calendar event; the caller has left deleted shifts out, so every row has a display state. */
export function presentCalendarShift(row: CalendarRow, now: Date): CalendarShift {
  // The display rule reads only how many workers asked, not who.
  const reservations = new Array<string>(row.reservationCount);
  return {
    id: row.id,
    areaId: row.areaId,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    displayState: displayStateOf({ ...row, reservations }, now) ?? 'Expired',
    assigneeName: row.assigneeName,
    reservationCount: row.reservationCount,
    boosted: row.boosted,
  };
}

/** The calendar's events and each of their areas once, in the order the areas first appear. */
export function presentCalendarShifts(
  rows: readonly CalendarRow[],
  now: Date,
  truncated: boolean,
): CalendarShifts {
  const areaNames = new Map<string, string>();
  const items = rows.map((row) => {
    if (!areaNames.has(row.areaId)) {
      areaNames.set(row.areaId, row.areaName);
    }
    return presentCalendarShift(row, now);
  });
  return { items, areas: Array.from(areaNames, ([id, name]) => ({ id, name })), truncated };
}

export function presentShiftDetail(
  detail: ShiftDetailRow,
  reservations: ShiftWorkerRow[],
  permissions: ShiftPermissions,
  now: Date,
): ShiftDetail {
  const { shift } = detail;
  return {
    id: shift.id,
    accountId: shift.accountId,
    gigId: shift.gigId,
    gigTitle: detail.gigTitle,
    title: shift.title,
    area: detail.area,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    roleType: shift.roleType,
    requirements: shift.requirements,
    status: shift.status,
    displayState: displayStateOf(shift, now),
    isDraft: shift.isDraft,
    assignee: detail.assignee ? presentShiftWorker(detail.assignee) : null,
    reservations: reservations.map(presentShiftWorker),
    boosted: shift.boosted,
    boostType: shift.boostType,
    boostValue: shift.boostValue,
    cancelReason: shift.cancelReason,
    cancelNote: shift.cancelNote,
    actualStartsAt: iso(shift.actualStartsAt),
    actualEndsAt: iso(shift.actualEndsAt),
    breakMinutes: shift.breakMinutes,
    kilometres: shift.kilometrikorvaus,
    workDayType: workDayTypeOf(shift.workDayType),
    confirmedAt: iso(shift.confirmedAt),
    confirmedBy: shift.confirmedBy ? { id: shift.confirmedBy, fullName: detail.confirmedByName ?? '' } : null,
    inspectionSentAt: iso(shift.inspectionSentAt),
    verifiedAt: iso(shift.verifiedAt),
    verifiedBy: shift.verifiedBy ? { id: shift.verifiedBy, fullName: detail.verifiedByName ?? '' } : null,
    history: shift.updates.map((entry: ShiftUpdateEntry) => ({
      state: entry.state,
      date: entry.date,
      processer: entry.processer,
      processerName: entry.processerName ?? null,
      content: entry.content,
    })),
    permissions,
    updatedAt: shift.updatedAt.toISOString(),
  };
}
