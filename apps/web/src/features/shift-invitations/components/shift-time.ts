import { formatDate, formatDateTime, formatTime, helsinkiDayKey } from '@portal/domain/shared';

/** 25.11.2026 07:00–15:00 in Helsinki time, or both dates when the shift ends on another day. */
export function formatShiftTime(startsAt: string, endsAt: string): string {
  return helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt)
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatTime(endsAt)}`
    : `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
}
