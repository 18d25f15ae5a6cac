import type {
  CalendarShiftsResponse,
  ShiftDetail,
  ShiftPermissions,
  ShiftWorker,
} from '@portal/domain/shifts';
import {
  calendarShiftColumnsOf,
  createTextTable,
  displayStateOf,
  type ShiftUpdateEntry,
  type WorkDayType,
  workDayTypes,
} from '@portal/domain/shifts';
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

/**
 * The calendar's answer in its wire form (`calendarShiftsSchema`): each area and each distinct text named
 * once, in the order first met, and the shifts by column, pointing at them by index. The caller has left
 * deleted shifts out, so every row has a display state.
 */
export function presentCalendarShifts(
  rows: readonly CalendarRow[],
  now: Date,
  truncated: boolean,
): CalendarShiftsResponse {
  const areaIndex = new Map<string, number>();
  const areas: CalendarShiftsResponse['areas'] = [];
  const { texts, indexOf } = createTextTable();
  const noReservations: readonly string[] = [];
  const shifts = calendarShiftColumnsOf(rows, {
    id: (row) => row.id,
    area: (row) => {
      let area = areaIndex.get(row.areaId);
      if (area === undefined) {
        area = areas.length;
        areaIndex.set(row.areaId, area);
        areas.push({ id: row.areaId, name: row.areaName });
      }
      return area;
    },
    title: (row) => indexOf(row.title),
    startsAt: (row) => row.startsAt,
    endsAt: (row) => row.endsAt,
    // The display rule reads only whether workers asked, not who; its instants are epoch milliseconds.
    displayState: (row) =>
      indexOf(
        displayStateOf(
          {
            status: row.status,
            assignedTo: row.assignedTo,
            startsAt: row.startsAt * 1000,
            endsAt: row.endsAt * 1000,
            reservations: row.reservationCount > 0 ? [''] : noReservations,
          },
          now,
        ) ?? 'Expired',
      ),
    assigneeName: (row) => (row.assigneeName === null ? null : indexOf(row.assigneeName)),
    reservationCount: (row) => row.reservationCount,
    boosted: (row) => row.boosted,
  });
  return { areas, texts, shifts, truncated };
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
