import type { Actor } from '@portal/domain/access';
import { calendarShiftLimit } from '@portal/domain/shared';
import type { CalendarShiftsQuery, CalendarShiftsResponse } from '@portal/domain/shifts';
import { presentCalendarShifts } from '../shifts.presenter';
import { listCalendarShifts as listCalendarShiftRows } from '../shifts.repository';
import { type ShiftsServiceDependencies, scopeOf } from './shift-use-case';

export type ListCalendarShiftsOptions = { actor: Actor; accountId: string; query: CalendarShiftsQuery };

export async function listCalendarShifts(
  { db, clock }: ShiftsServiceDependencies,
  { actor, accountId, query }: ListCalendarShiftsOptions,
): Promise<CalendarShiftsResponse> {
  const now = clock.now();
  const rows = await listCalendarShiftRows(db, {
    ...scopeOf(actor, accountId),
    from: new Date(query.from),
    to: new Date(query.to),
    ...(query.areaId ? { areaId: query.areaId } : {}),
    limit: calendarShiftLimit + 1,
  });
  const truncated = rows.length > calendarShiftLimit;
  const shown = truncated ? rows.slice(0, calendarShiftLimit) : rows;
  return presentCalendarShifts(shown, now, truncated);
}
