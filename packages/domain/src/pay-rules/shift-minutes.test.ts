import fc from 'fast-check';
import { helsinkiInstant } from '../shared/helsinki-time';
import { collectiveAgreements } from './collective-agreements';
import { hourKinds, splitShiftMinutesUnder } from './shift-minutes';

const at = (dayKey: string, time: string) => helsinkiInstant(dayKey, time);
const hours = (value: number) => value * 60;

// Worked examples: each figure follows from the windows of reference/domain-rules.md §4.2.
describe('a shift split by its agreement (Helsinki time)', () => {
  it('gives a weekday evening shift four base hours and four evening hours', () => {
    const { supplements, byHourKind } = splitShiftMinutesUnder(
      'sote',
      at('2026-11-25', '14:00'),
      at('2026-11-25', '22:00'),
    );
    expect(supplements).toEqual({
      worked: hours(8),
      evening: hours(4),
      night: 0,
      saturday: 0,
      sundayRate: 0,
    });
    expect(byHourKind).toEqual({ base: hours(4), evening: hours(4), night: 0, saturday: 0, sunday: 0 });
  });

  it('counts ten real hours for a night over the October DST change, all on Sunday rate, and night supplement', () => {
    // Saturday 24.10.2026 22:00 to Sunday 25.10.2026 07:00: the clocks go back at 04:00, so 10 hours.
    const { supplements, byHourKind } = splitShiftMinutesUnder(
      'sote',
      at('2026-10-24', '22:00'),
      at('2026-10-25', '07:00'),
    );
    expect(supplements).toEqual({
      worked: hours(10),
      evening: 0,
      night: hours(10),
      saturday: 0,
      sundayRate: hours(10),
    });
    expect(byHourKind.sunday).toBe(hours(10));
  });

  it('counts eight real hours for a night over the March DST change', () => {
    // The clocks go forward on Sunday 29.3.2026 at 03:00: the nine wall-clock hours are eight real ones.
    const { supplements } = splitShiftMinutesUnder(
      'tptes',
      at('2026-03-28', '22:00'),
      at('2026-03-29', '07:00'),
    );
    expect(supplements.worked).toBe(hours(8));
    expect(supplements.night).toBe(hours(8));
  });

  it('pays a Saturday by the window of each agreement', () => {
    const start = at('2026-11-28', '07:00');
    const end = at('2026-11-28', '19:00');
    expect(splitShiftMinutesUnder('sote', start, end).supplements).toMatchObject({
      saturday: hours(11),
      sundayRate: hours(1),
      evening: hours(1),
    });
    expect(splitShiftMinutesUnder('tptes', start, end).supplements).toMatchObject({
      saturday: hours(11),
      sundayRate: hours(1),
    });
    expect(splitShiftMinutesUnder('y-sostes', start, end).supplements).toMatchObject({
      saturday: hours(12),
      sundayRate: 0,
      evening: hours(1),
    });
  });

  it('pays Christmas Eve at the Sunday rate until 18:00 (SOTE) or all day (Y-SOSTES)', () => {
    const start = at('2026-12-24', '12:00');
    const end = at('2026-12-24', '20:00');
    expect(splitShiftMinutesUnder('sote', start, end).byHourKind).toEqual({
      base: 0,
      evening: hours(2),
      night: 0,
      saturday: 0,
      sunday: hours(6),
    });
    expect(splitShiftMinutesUnder('y-sostes', start, end).supplements).toMatchObject({
      sundayRate: hours(8),
      evening: hours(2),
    });
  });

  it('pays the evening before a weekday holiday at the Sunday rate under Y-SOSTES only, and not before Midsummer Eve', () => {
    // Tuesday 5.1.2027, the day before Epiphany.
    const start = at('2027-01-05', '16:00');
    const end = at('2027-01-06', '00:00');
    expect(splitShiftMinutesUnder('y-sostes', start, end).supplements.sundayRate).toBe(hours(4));
    expect(splitShiftMinutesUnder('sote', start, end).supplements.sundayRate).toBe(0);
    // Thursday 18.6.2026, the day before Midsummer Eve.
    expect(
      splitShiftMinutesUnder('y-sostes', at('2026-06-18', '16:00'), at('2026-06-18', '23:00')).supplements
        .sundayRate,
    ).toBe(0);
  });

  it('gives no Saturday supplement on a Saturday holiday (All Saints’ Day 31.10.2026)', () => {
    const { supplements } = splitShiftMinutesUnder(
      'sote',
      at('2026-10-31', '07:00'),
      at('2026-10-31', '15:00'),
    );
    expect(supplements).toMatchObject({ saturday: 0, sundayRate: hours(8) });
  });

  it('gives nothing for an empty or reversed shift', () => {
    const { supplements } = splitShiftMinutesUnder(
      'sote',
      at('2026-11-25', '10:00'),
      at('2026-11-25', '10:00'),
    );
    expect(supplements.worked).toBe(0);
  });

  it('always prices each real minute once: the hour kinds add up to the elapsed minutes (property)', () => {
    const from = at('2026-01-01', '00:00').getTime();
    fc.assert(
      fc.property(
        fc.constantFrom(...collectiveAgreements),
        fc.integer({ min: 0, max: 366 * 24 * 4 }),
        fc.integer({ min: 1, max: 16 * 4 }),
        (agreement, startQuarter, lengthQuarters) => {
          const startsAt = new Date(from + startQuarter * 15 * 60_000);
          const endsAt = new Date(startsAt.getTime() + lengthQuarters * 15 * 60_000);
          const { supplements, byHourKind } = splitShiftMinutesUnder(agreement, startsAt, endsAt);
          const priced = hourKinds.reduce((sum, kind) => sum + byHourKind[kind], 0);
          return supplements.worked === lengthQuarters * 15 && priced === supplements.worked;
        },
      ),
      { numRuns: 300 },
    );
  });
});
