import type { CalendarShift, CalendarShiftColumns, CalendarShifts, CalendarShiftsResponse } from './shifts';

/**
 * The calendar's answer as objects: the i-th value of every column (see `calendarShiftColumnsSchema`) makes
 * the i-th shift, its area index replaced by the area's id. Throws on an area index the answer does not
 * have: the server wrote both lists, so that is a broken answer, not a user error.
 */
export function decodeCalendarShifts({ areas, shifts, truncated }: CalendarShiftsResponse): CalendarShifts {
  const items = shifts.id.map((id, index): CalendarShift => {
    const area = shifts.area[index] ?? -1;
    const areaId = areas[area]?.id;
    if (areaId === undefined) {
      throw new Error(`Calendar shift ${id} names area ${area} of ${areas.length}`);
    }
    return {
      id,
      areaId,
      title: shifts.title[index] ?? '',
      startsAt: shifts.startsAt[index] ?? '',
      endsAt: shifts.endsAt[index] ?? '',
      displayState: shifts.displayState[index] ?? 'Open',
      assigneeName: shifts.assigneeName[index] ?? null,
      reservationCount: shifts.reservationCount[index] ?? 0,
      boosted: shifts.boosted[index] ?? false,
    };
  });
  return { items, areas, truncated };
}

/** Empty columns, to append one shift at a time to. */
export function emptyCalendarShiftColumns(): CalendarShiftColumns {
  return {
    id: [],
    area: [],
    title: [],
    startsAt: [],
    endsAt: [],
    displayState: [],
    assigneeName: [],
    reservationCount: [],
    boosted: [],
  };
}

/** A shift as the columns take it: its area by index into the answer's `areas`. */
export type CalendarShiftEntry = Omit<CalendarShift, 'areaId'> & { area: number };

export function appendCalendarShift(columns: CalendarShiftColumns, shift: CalendarShiftEntry): void {
  columns.id.push(shift.id);
  columns.area.push(shift.area);
  columns.title.push(shift.title);
  columns.startsAt.push(shift.startsAt);
  columns.endsAt.push(shift.endsAt);
  columns.displayState.push(shift.displayState);
  columns.assigneeName.push(shift.assigneeName);
  columns.reservationCount.push(shift.reservationCount);
  columns.boosted.push(shift.boosted);
}

/** The other way, for whoever holds `CalendarShift` objects and must answer as the API does (tests, fakes). */
export function encodeCalendarShifts({ items, areas, truncated }: CalendarShifts): CalendarShiftsResponse {
  const areaIndex = new Map(areas.map((area, index) => [area.id, index]));
  const shifts = emptyCalendarShiftColumns();
  for (const shift of items) {
    const area = areaIndex.get(shift.areaId);
    if (area === undefined) {
      throw new Error(
        `Calendar shift ${shift.id} is in area ${shift.areaId}, which the answer does not list`,
      );
    }
    const { areaId: _areaId, ...fields } = shift;
    appendCalendarShift(shifts, { ...fields, area });
  }
  return { areas, shifts, truncated };
}
