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

/** How to read each column's value from one source item (a database row, a `CalendarShift`). */
export type CalendarShiftFields<T> = {
  [K in keyof CalendarShiftColumns]: (item: T) => CalendarShiftColumns[K][number];
};

/**
 * The columns of `items`, one `map` per field: a tight loop each, which for 1,500 rows is several times
 * quicker than appending row by row to nine growing arrays.
 */
export function calendarShiftColumnsOf<T>(
  items: readonly T[],
  fields: CalendarShiftFields<T>,
): CalendarShiftColumns {
  return {
    id: items.map(fields.id),
    area: items.map(fields.area),
    title: items.map(fields.title),
    startsAt: items.map(fields.startsAt),
    endsAt: items.map(fields.endsAt),
    displayState: items.map(fields.displayState),
    assigneeName: items.map(fields.assigneeName),
    reservationCount: items.map(fields.reservationCount),
    boosted: items.map(fields.boosted),
  };
}

/** The other way, for whoever holds `CalendarShift` objects and must answer as the API does (tests, fakes). */
export function encodeCalendarShifts({ items, areas, truncated }: CalendarShifts): CalendarShiftsResponse {
  const areaIndex = new Map(areas.map((area, index) => [area.id, index]));
  const shifts = calendarShiftColumnsOf(items, {
    id: (shift) => shift.id,
    area: (shift) => {
      const area = areaIndex.get(shift.areaId);
      if (area === undefined) {
        throw new Error(
          `Calendar shift ${shift.id} is in area ${shift.areaId}, which the answer does not list`,
        );
      }
      return area;
    },
    title: (shift) => shift.title,
    startsAt: (shift) => shift.startsAt,
    endsAt: (shift) => shift.endsAt,
    displayState: (shift) => shift.displayState,
    assigneeName: (shift) => shift.assigneeName,
    reservationCount: (shift) => shift.reservationCount,
    boosted: (shift) => shift.boosted,
  });
  return { areas, shifts, truncated };
}
