import { describe, expect, it } from 'vitest';
import { calendarScrollTime } from './calendar-scroll-time';

// The week of 23.11.2026 starts at Helsinki midnight, 22:00 UTC the day before.
const weekStart = '2026-11-22T22:00:00.000Z';

describe('calendarScrollTime', () => {
  it('starts at 06:00 when the range has no shift, not at midnight', () => {
    expect(calendarScrollTime([], weekStart)).toBe('06:00:00');
  });

  it("starts at the hour of the range's earliest shift, Helsinki time", () => {
    const shifts = [
      { startsAt: '2026-11-24T12:00:00.000Z' }, // 14:00
      { startsAt: '2026-11-25T05:30:00.000Z' }, // 07:30
      { startsAt: '2026-11-23T08:00:00.000Z' }, // 10:00
    ];
    expect(calendarScrollTime(shifts, weekStart)).toBe('07:00:00');
  });

  it('a shift that began before the range is drawn from midnight', () => {
    const shifts = [{ startsAt: '2026-11-22T20:00:00.000Z' }, { startsAt: '2026-11-23T06:00:00.000Z' }];
    expect(calendarScrollTime(shifts, weekStart)).toBe('00:00:00');
  });
});
