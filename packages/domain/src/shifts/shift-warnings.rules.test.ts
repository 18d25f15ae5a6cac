import type { BlockCoverage } from '../worker-blocks/worker-blocks.rules';
import {
  type AssignmentWarning,
  assignmentWarnings,
  endsNextDayWarningCode,
  endsOnDifferentDay,
  sameDayShiftWarningCode,
} from './shift-warnings.rules';

const accountId = 'account-a';
const areaId = 'area-1';

/** A shift given in Helsinki wall-clock time with its offset, e.g. '2026-05-12T07:00+03:00'. */
function shift(id: string, startsAt: string, endsAt: string) {
  return { id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
}

function warningsFor(
  target: ReturnType<typeof shift>,
  workerShifts: ReturnType<typeof shift>[],
  blocks: BlockCoverage[] = [],
): AssignmentWarning[] {
  return assignmentWarnings({ shift: { ...target, accountId, areaId }, workerShifts, blocks });
}

function sameDayIds(warnings: AssignmentWarning[]): string[] | null {
  const warning = warnings.find((candidate) => candidate.code === sameDayShiftWarningCode);
  return warning && 'shiftIds' in warning ? warning.shiftIds : null;
}

function codes(warnings: AssignmentWarning[]): string[] {
  return warnings.map((warning) => ('scope' in warning ? `${warning.code}:${warning.scope}` : warning.code));
}

// Summer time in Helsinki is UTC+3; winter time UTC+2.
const morning = shift('morning', '2026-05-12T07:00+03:00', '2026-05-12T15:00+03:00');

describe('assignmentWarnings: another shift on the same Helsinki day', () => {
  it('warns about the worker shifts on the same day, listing them in order', () => {
    const evening = shift('evening', '2026-05-12T16:00+03:00', '2026-05-12T22:00+03:00');
    const early = shift('early', '2026-05-12T00:30+03:00', '2026-05-12T04:00+03:00');
    const nextDay = shift('next-day', '2026-05-13T07:00+03:00', '2026-05-13T15:00+03:00');
    const dayBefore = shift('day-before', '2026-05-11T07:00+03:00', '2026-05-11T15:00+03:00');
    expect(sameDayIds(warningsFor(morning, [evening, nextDay, early, dayBefore]))).toEqual([
      'evening',
      'early',
    ]);
  });

  it('gives no warning when the worker has no shift that day', () => {
    const nextDay = shift('next-day', '2026-05-13T07:00+03:00', '2026-05-13T15:00+03:00');
    expect(warningsFor(morning, [nextDay])).toEqual([]);
    expect(warningsFor(morning, [])).toEqual([]);
  });

  it('ignores the shift itself among the worker shifts (editing an assigned shift)', () => {
    const itself = { ...morning };
    expect(warningsFor(morning, [itself])).toEqual([]);
  });

  it('compares Helsinki days, not UTC days', () => {
    // 01:00 in Helsinki on the 13th is still the 12th in UTC: not the same day as the morning shift.
    const afterMidnight = shift('after-midnight', '2026-05-13T01:00+03:00', '2026-05-13T05:00+03:00');
    expect(afterMidnight.startsAt.toISOString()).toBe('2026-05-12T22:00:00.000Z');
    expect(warningsFor(morning, [afterMidnight])).toEqual([]);
    // 23:30 UTC on the 11th is already the 12th in Helsinki: the same day.
    const lateUtc = shift('late-utc', '2026-05-11T23:30Z', '2026-05-12T02:00Z');
    expect(sameDayIds(warningsFor(morning, [lateUtc]))).toEqual(['late-utc']);
  });

  it('does not count a shift ending exactly at 00:00 as working on the next day', () => {
    const untilMidnight = shift('until-midnight', '2026-05-12T16:00+03:00', '2026-05-13T00:00+03:00');
    const nextMorning = shift('next-morning', '2026-05-13T07:00+03:00', '2026-05-13T15:00+03:00');
    const fromMidnight = shift('from-midnight', '2026-05-13T00:00+03:00', '2026-05-13T06:00+03:00');
    expect(warningsFor(nextMorning, [untilMidnight])).toEqual([]);
    expect(warningsFor(untilMidnight, [nextMorning])).toEqual([]);
    expect(warningsFor(untilMidnight, [fromMidnight])).toEqual([]);
    expect(sameDayIds(warningsFor(untilMidnight, [morning]))).toEqual(['morning']);
  });

  it('warns when a night shift 21-07 meets a 07-15 morning shift on the next day, both ways', () => {
    const night = shift('night', '2026-05-11T21:00+03:00', '2026-05-12T07:00+03:00');
    expect(sameDayIds(warningsFor(morning, [night]))).toEqual(['night']);
    expect(sameDayIds(warningsFor(night, [morning]))).toEqual(['morning']);
    const twoDaysLater = shift('later', '2026-05-13T07:00+03:00', '2026-05-13T15:00+03:00');
    expect(sameDayIds(warningsFor(night, [twoDaysLater]))).toBeNull();
  });

  it('counts every day a shift longer than a day runs through', () => {
    const long = shift('long', '2026-05-11T08:00+03:00', '2026-05-13T08:00+03:00');
    expect(sameDayIds(warningsFor(long, [morning]))).toEqual(['morning']);
    expect(sameDayIds(warningsFor(morning, [long]))).toEqual(['long']);
  });

  describe('on the DST change days of 2026', () => {
    it('29 March (clocks forward 03:00 -> 04:00): a night across the change meets the next morning', () => {
      const night = shift('night', '2026-03-28T22:00+02:00', '2026-03-29T06:00+03:00');
      const sundayMorning = shift('sunday', '2026-03-29T07:00+03:00', '2026-03-29T15:00+03:00');
      const saturdayMorning = shift('saturday', '2026-03-28T07:00+02:00', '2026-03-28T15:00+02:00');
      const mondayMorning = shift('monday', '2026-03-30T07:00+03:00', '2026-03-30T15:00+03:00');
      expect(codes(warningsFor(night, [sundayMorning]))).toEqual([
        sameDayShiftWarningCode,
        endsNextDayWarningCode,
      ]);
      expect(sameDayIds(warningsFor(night, [saturdayMorning]))).toEqual(['saturday']);
      expect(sameDayIds(warningsFor(night, [mondayMorning]))).toBeNull();
    });

    it('29 March: Sunday from 00:00 to the next 00:00 is one day, 23 hours long', () => {
      const wholeSunday = shift('sunday', '2026-03-29T00:00+02:00', '2026-03-30T00:00+03:00');
      expect(wholeSunday.endsAt.getTime() - wholeSunday.startsAt.getTime()).toBe(23 * 3_600_000);
      expect(endsOnDifferentDay(wholeSunday)).toBe(false);
      const monday = shift('monday', '2026-03-30T00:00+03:00', '2026-03-30T08:00+03:00');
      const saturday = shift('saturday', '2026-03-28T16:00+02:00', '2026-03-29T00:00+02:00');
      expect(warningsFor(wholeSunday, [monday, saturday])).toEqual([]);
    });

    it('25 October (clocks back 04:00 -> 03:00): a night across the change ends on the next day', () => {
      const night = shift('night', '2026-10-24T22:00+03:00', '2026-10-25T06:00+02:00');
      const sundayMorning = shift('sunday', '2026-10-25T07:00+02:00', '2026-10-25T15:00+02:00');
      expect(codes(warningsFor(night, [sundayMorning]))).toEqual([
        sameDayShiftWarningCode,
        endsNextDayWarningCode,
      ]);
    });

    it('25 October: Sunday from 00:00 to the next 00:00 is one day, 25 hours long', () => {
      const wholeSunday = shift('sunday', '2026-10-25T00:00+03:00', '2026-10-26T00:00+02:00');
      expect(wholeSunday.endsAt.getTime() - wholeSunday.startsAt.getTime()).toBe(25 * 3_600_000);
      expect(endsOnDifferentDay(wholeSunday)).toBe(false);
      const monday = shift('monday', '2026-10-26T00:00+02:00', '2026-10-26T08:00+02:00');
      const saturday = shift('saturday', '2026-10-24T16:00+03:00', '2026-10-25T00:00+03:00');
      expect(warningsFor(wholeSunday, [monday, saturday])).toEqual([]);
      const sundayEvening = shift('evening', '2026-10-25T20:00+02:00', '2026-10-25T23:59+02:00');
      expect(sameDayIds(warningsFor(wholeSunday, [sundayEvening]))).toEqual(['evening']);
    });
  });
});

describe('assignmentWarnings: the shift ends on a different day', () => {
  it('warns for a shift crossing Helsinki midnight, not for one ending at 00:00 or within the day', () => {
    const night = shift('night', '2026-05-12T21:00+03:00', '2026-05-13T07:00+03:00');
    const untilMidnight = shift('until-midnight', '2026-05-12T16:00+03:00', '2026-05-13T00:00+03:00');
    const oneMinutePast = shift('past-midnight', '2026-05-12T16:00+03:00', '2026-05-13T00:01+03:00');
    expect(warningsFor(night, [])).toEqual([{ code: endsNextDayWarningCode }]);
    expect(warningsFor(untilMidnight, [])).toEqual([]);
    expect(warningsFor(oneMinutePast, [])).toEqual([{ code: endsNextDayWarningCode }]);
    expect(warningsFor(morning, [])).toEqual([]);
  });

  it('reads Helsinki midnight, not UTC midnight', () => {
    // 20:00-02:00 UTC is 23:00-05:00 in Helsinki: a different day in both.
    expect(endsOnDifferentDay(shift('x', '2026-05-12T20:00Z', '2026-05-13T02:00Z'))).toBe(true);
    // 22:00-23:30 UTC is 01:00-02:30 of the 13th in Helsinki: one day.
    expect(endsOnDifferentDay(shift('x', '2026-05-12T22:00Z', '2026-05-12T23:30Z'))).toBe(false);
    // 20:30-21:30 UTC, one UTC day, is 23:30 on the 12th to 00:30 on the 13th in Helsinki.
    expect(endsOnDifferentDay(shift('x', '2026-05-12T20:30Z', '2026-05-12T21:30Z'))).toBe(true);
    // 21:30 UTC on the 12th to 01:00 UTC on the 13th, two UTC days, is 00:30-04:00 of the 13th in Helsinki.
    expect(endsOnDifferentDay(shift('x', '2026-05-12T21:30Z', '2026-05-13T01:00Z'))).toBe(false);
  });

  it('accepts ISO strings', () => {
    expect(endsOnDifferentDay({ startsAt: '2026-05-12T21:00+03:00', endsAt: '2026-05-13T07:00+03:00' })).toBe(
      true,
    );
  });
});

describe('assignmentWarnings: worker blocks', () => {
  const appBlock: BlockCoverage = { scope: 'app', accountId: null, areaIds: [], liftedAt: null };
  const accountBlock: BlockCoverage = { scope: 'account', accountId, areaIds: [], liftedAt: null };
  const areaBlock: BlockCoverage = { scope: 'areas', accountId, areaIds: [areaId], liftedAt: null };

  it.each([
    ['whole app', appBlock],
    ['account', accountBlock],
    ['selected areas', areaBlock],
  ])('warns about a %s block covering the shift', (_name, block) => {
    expect(warningsFor(morning, [], [block])).toEqual([
      { code: 'WORKER_BLOCKED', scope: block.scope, block },
    ]);
  });

  it('ignores lifted blocks and blocks elsewhere', () => {
    const lifted = { ...accountBlock, liftedAt: new Date('2026-01-01T00:00Z') };
    const otherAccount = { ...accountBlock, accountId: 'account-b' };
    const otherArea = { ...areaBlock, areaIds: ['area-2'] };
    expect(warningsFor(morning, [], [lifted, otherAccount, otherArea])).toEqual([]);
  });

  it('orders the warnings: same day, ends next day, then blocks from the widest scope', () => {
    const night = shift('night', '2026-05-12T21:00+03:00', '2026-05-13T07:00+03:00');
    const warnings = warningsFor(night, [morning], [areaBlock, accountBlock, appBlock]);
    expect(codes(warnings)).toEqual([
      sameDayShiftWarningCode,
      endsNextDayWarningCode,
      'WORKER_BLOCKED:app',
      'WORKER_BLOCKED:account',
      'WORKER_BLOCKED:areas',
    ]);
    expect(warnings[0]).toEqual({ code: sameDayShiftWarningCode, shiftIds: ['morning'] });
  });
});
