import type { CalendarShift } from '@portal/domain/shifts';
import { describe, expect, it } from 'vitest';
import { splitMonthDays } from './month-days';

function shift(id: string, startsAt: string, endsAt = startsAt): CalendarShift {
  return {
    id,
    areaId: '30000000-0000-4000-8000-000000000001',
    title: id,
    startsAt,
    endsAt,
    displayState: 'Open',
    assigneeName: null,
    reservationCount: 0,
    boosted: false,
  };
}

describe('splitMonthDays', () => {
  it('draws every shift of a day that has at most the maximum', () => {
    const shifts = [shift('a', '2026-11-10T05:00:00Z'), shift('b', '2026-11-10T06:00:00Z')];
    expect(splitMonthDays(shifts, 2)).toEqual({ drawn: shifts, overflows: [] });
  });

  it('draws the first shifts of a fuller day and keeps all of them, in order, behind its link', () => {
    const shifts = ['a', 'b', 'c', 'd', 'e'].map((id, index) => shift(id, `2026-11-10T0${index}:00:00Z`));
    const { drawn, overflows } = splitMonthDays(shifts, 3);
    expect(drawn.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(overflows).toEqual([{ day: '2026-11-10', shifts, hidden: 2 }]);
  });

  it('counts by the Helsinki day a shift starts on: 23:30 on 9.11. is not the 10th, a night shift stays in its start day', () => {
    const shifts = [
      shift('late', '2026-11-09T21:30:00Z'), // 23:30 in Helsinki, 9.11.
      shift('night', '2026-11-09T20:00:00Z', '2026-11-10T05:00:00Z'), // 22:00-07:00
      shift('early', '2026-11-09T22:00:00Z'), // 00:00 in Helsinki, 10.11.
      shift('morning', '2026-11-10T05:00:00Z'),
    ].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const { drawn, overflows } = splitMonthDays(shifts, 1);
    expect(drawn.map((s) => s.id)).toEqual(['night', 'early']);
    expect(overflows.map((o) => [o.day, o.hidden, o.shifts.map((s) => s.id)])).toEqual([
      ['2026-11-09', 1, ['night', 'late']],
      ['2026-11-10', 1, ['early', 'morning']],
    ]);
  });

  it('uses four shifts a day by default', () => {
    const shifts = Array.from({ length: 9 }, (_, index) => shift(`s${index}`, `2026-11-10T0${index}:00:00Z`));
    const { drawn, overflows } = splitMonthDays(shifts);
    expect(drawn).toHaveLength(4);
    expect(overflows[0]?.hidden).toBe(5);
  });
});
