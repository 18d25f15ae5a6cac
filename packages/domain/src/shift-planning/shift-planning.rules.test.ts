import fc from 'fast-check';
import { type ShiftStatus, shiftStatuses } from '../shifts/shift';
import {
  comparePlanningRows,
  countsInPlanning,
  fillRateOf,
  isoWeekOf,
  isoWeekOfDay,
  needsWorker,
  planningFiguresOf,
  planningWindow,
  weeklyPlanningOf,
} from './shift-planning.rules';

const workerId = '5f0c7a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('ISO weeks in Helsinki time', () => {
  it('names a week by its ISO year and number, Monday to Sunday', () => {
    expect(isoWeekOfDay('2026-11-25')).toEqual({
      key: '2026-W48',
      number: 48,
      startDay: '2026-11-23',
      endDay: '2026-11-29',
    });
  });

  it('gives the last days of December to week 1 of the next year, and early January to week 53', () => {
    expect(isoWeekOfDay('2024-12-30').key).toBe('2025-W01');
    expect(isoWeekOfDay('2026-12-31').key).toBe('2026-W53');
    expect(isoWeekOfDay('2027-01-03').key).toBe('2026-W53');
    expect(isoWeekOfDay('2027-01-04').key).toBe('2027-W01');
  });

  it('puts a Sunday-night shift in the week of that Sunday, though UTC is still Sunday too', () => {
    // Sunday 29.11.2026 23:00 in Helsinki is 21:00 UTC.
    expect(isoWeekOf('2026-11-29T21:00:00Z').key).toBe('2026-W48');
  });

  it('puts a shift starting just after midnight Sunday-to-Monday in the new week, though UTC says Sunday', () => {
    // Monday 30.11.2026 00:30 in Helsinki is Sunday 22:30 UTC.
    expect(isoWeekOf('2026-11-29T22:30:00Z').key).toBe('2026-W49');
  });

  it('uses summer time for the week boundary in summer', () => {
    // Monday 6.7.2026 00:30 in Helsinki (UTC+3) is Sunday 21:30 UTC.
    expect(isoWeekOf('2026-07-05T21:30:00Z').key).toBe('2026-W28');
    expect(isoWeekOf('2026-07-05T20:30:00Z').key).toBe('2026-W27');
  });
});

describe('planning window', () => {
  it('runs from now to Sunday 24:00 Helsinki of the last week, the current week counting as the first', () => {
    // Wednesday 25.11.2026 12:00 Helsinki.
    const now = new Date('2026-11-25T10:00:00Z');
    const window = planningWindow(now, 4);
    expect(window.from).toEqual(now);
    expect(window.to.toISOString()).toBe('2026-12-20T22:00:00.000Z');
    expect(window.weeks.map((week) => week.key)).toEqual(['2026-W48', '2026-W49', '2026-W50', '2026-W51']);
  });

  it('on a Sunday night in Helsinki (already Monday there) starts from the new week', () => {
    const window = planningWindow(new Date('2026-11-29T22:30:00Z'), 1);
    expect(window.weeks.map((week) => week.key)).toEqual(['2026-W49']);
    expect(window.to.toISOString()).toBe('2026-12-06T22:00:00.000Z');
  });
});

describe('what counts in planning', () => {
  const window = planningWindow(new Date('2026-11-25T10:00:00Z'), 2);
  const shift = (status: ShiftStatus, startsAt = '2026-11-26T06:00:00Z') => ({
    status,
    startsAt,
    assignedTo: null,
  });

  it('counts live upcoming shifts only: never deleted, expired or past ones', () => {
    expect(countsInPlanning(shift('open'), window)).toBe(true);
    expect(countsInPlanning(shift('deleted'), window)).toBe(false);
    expect(countsInPlanning(shift('expired'), window)).toBe(false);
    expect(countsInPlanning(shift('open', '2026-11-25T09:59:00Z'), window)).toBe(false);
    expect(countsInPlanning(shift('open', '2026-11-25T10:00:00Z'), window)).toBe(true);
  });

  it('stops at the end of the last week', () => {
    expect(countsInPlanning(shift('open', '2026-12-06T21:59:00Z'), window)).toBe(true);
    expect(countsInPlanning(shift('open', '2026-12-06T22:00:00Z'), window)).toBe(false);
  });

  it('asks to fill published shifts nobody holds', () => {
    expect(needsWorker({ status: 'open', assignedTo: null })).toBe(true);
    expect(needsWorker({ status: 'open', assignedTo: 'x' })).toBe(true);
    expect(needsWorker({ status: 'open', assignedTo: workerId })).toBe(false);
    expect(needsWorker({ status: 'draft', assignedTo: null })).toBe(false);
    expect(needsWorker({ status: 'booked', assignedTo: workerId })).toBe(false);
  });
});

describe('fill rate', () => {
  it('is booked / total shifts', () => {
    expect(fillRateOf(3, 4)).toBe(0.75);
    expect(fillRateOf(0, 5)).toBe(0);
  });

  it('has no rate without shifts', () => {
    expect(fillRateOf(0, 0)).toBeNull();
    expect(planningFiguresOf([])).toEqual({ total: 0, booked: 0, open: 0, draft: 0, fillRate: null });
  });

  it('counts booked, confirmed and verified shifts as filled, drafts in the total', () => {
    const figures = planningFiguresOf(
      (['booked', 'confirmed', 'verified', 'open', 'open', 'draft', 'draft', 'draft'] as const).map(
        (status) => ({ status }),
      ),
    );
    expect(figures).toEqual({ total: 8, booked: 3, open: 2, draft: 3, fillRate: 3 / 8 });
  });

  it('groups an area by the window weeks, an empty week with zero counts and no rate', () => {
    const window = planningWindow(new Date('2026-11-25T10:00:00Z'), 3);
    const weeks = weeklyPlanningOf(
      [
        { status: 'booked', startsAt: '2026-11-29T21:00:00Z', assignedTo: workerId },
        { status: 'open', startsAt: '2026-11-29T22:30:00Z', assignedTo: null },
        { status: 'deleted', startsAt: '2026-11-30T06:00:00Z', assignedTo: null },
        { status: 'open', startsAt: '2026-11-24T06:00:00Z', assignedTo: null },
      ],
      window,
    );
    expect(
      weeks.map(({ week, figures }) => [week.key, figures.total, figures.booked, figures.fillRate]),
    ).toEqual([
      ['2026-W48', 1, 1, 1],
      ['2026-W49', 1, 0, 0],
      ['2026-W50', 0, 0, null],
    ]);
  });

  it('keeps its invariants for any set of shifts', () => {
    const window = planningWindow(new Date('2026-11-25T10:00:00Z'), 4);
    const shiftArbitrary = fc.record({
      status: fc.constantFrom(...shiftStatuses),
      startsAt: fc
        .integer({ min: Date.parse('2026-11-01T00:00:00Z'), max: Date.parse('2027-01-31T00:00:00Z') })
        .map((ms) => new Date(ms).toISOString()),
      assignedTo: fc.constantFrom(null, workerId),
    });
    fc.assert(
      fc.property(fc.array(shiftArbitrary, { maxLength: 60 }), (shifts) => {
        const weeks = weeklyPlanningOf(shifts, window);
        const counted = shifts.filter((shift) => countsInPlanning(shift, window));
        const sum = weeks.reduce((total, week) => total + week.figures.total, 0);
        expect(sum).toBe(counted.length);
        for (const { figures } of weeks) {
          expect(figures.booked + figures.open + figures.draft).toBe(figures.total);
          if (figures.total === 0) {
            expect(figures.fillRate).toBeNull();
          } else {
            expect(figures.fillRate).toBeGreaterThanOrEqual(0);
            expect(figures.fillRate).toBeLessThanOrEqual(1);
          }
        }
        expect(weeks.flatMap((week) => week.shifts).some((shift) => shift.status === 'deleted')).toBe(false);
      }),
    );
  });
});

describe('planning list order', () => {
  const row = (areaName: string, fillRate: number | null) => ({
    areaName,
    totals: { total: fillRate === null ? 0 : 4, booked: 0, open: 0, draft: 0, fillRate },
  });

  it('sorts by name, Finnish letters last', () => {
    const rows = [row('Äänekoski', 1), row('Oulu', 0.5), row('Espoo', null)];
    expect(rows.sort(comparePlanningRows('name')).map((r) => r.areaName)).toEqual([
      'Espoo',
      'Oulu',
      'Äänekoski',
    ]);
  });

  it('sorts the worst-filled first, areas without shifts last', () => {
    const rows = [row('A', 1), row('B', null), row('C', 0.25), row('D', 0.25), row('E', 0)];
    expect(rows.sort(comparePlanningRows('fill_rate')).map((r) => r.areaName)).toEqual([
      'E',
      'C',
      'D',
      'A',
      'B',
    ]);
  });
});
