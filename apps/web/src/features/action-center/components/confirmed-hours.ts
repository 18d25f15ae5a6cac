import type { ActionCenterShift } from '@portal/domain/action-center';
import { completionPaidHours } from '@portal/domain/action-center';
import { shiftTimeRange } from './helsinki-time';

/** The confirmed real times of a shift (the plan if none were entered) and its paid hours, "7,50". */
export function confirmedHoursOf(shift: ActionCenterShift): { range: string; paidHours: string } {
  const start = shift.actualStartsAt ?? shift.startsAt;
  const end = shift.actualEndsAt ?? shift.endsAt;
  const hours = completionPaidHours({
    actualStartsAt: start,
    actualEndsAt: end,
    breakMinutes: shift.breakMinutes ?? 0,
  });
  return { range: shiftTimeRange(start, end), paidHours: hours.toFixed(2).replace('.', ',') };
}
