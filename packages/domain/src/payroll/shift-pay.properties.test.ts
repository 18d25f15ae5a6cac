import fc from 'fast-check';
import type { RateEntry } from '../customer-contracts/customer-contracts';
import { collectiveAgreements } from '../pay-rules/collective-agreements';
import { hourKinds, splitShiftMinutesUnder } from '../pay-rules/shift-minutes';
import { sumCents } from '../shared/money';
import { incomeTypeAmountsOf } from './income-types';
import { type HourPayLine, isTaxExempt } from './pay-lines';
import { type PayContract, payShift } from './shift-pay';

const minute = 60_000;
const wages: RateEntry[] = hourKinds.map((kind, index) => ({
  careRole: null,
  kind,
  cents: 1700 + index * 333,
}));
// Any instant from 1.1.2025 to the end of 2026: both DST changes of two years, every holiday and eve.
const startArbitrary = fc.integer({
  min: Date.UTC(2025, 0, 1) / minute,
  max: Date.UTC(2026, 11, 31) / minute,
});

describe('property: a shift’s pay lines account for every worked minute once', () => {
  it('holds for any shift, agreement, break and raise', () => {
    fc.assert(
      fc.property(
        startArbitrary,
        fc.integer({ min: 1, max: 16 * 60 }),
        fc.constantFrom(...collectiveAgreements),
        fc.option(fc.integer({ min: 0, max: 120 })),
        fc.record({
          unpaidTime: fc.integer({ min: 0, max: 60 }),
          minHoursWithBreak: fc.integer({ min: 0, max: 8 }),
        }),
        fc.option(fc.integer({ min: 0, max: 20_000 })),
        fc.integer({ min: 0, max: 5000 }),
        (startMinute, length, agreement, breakMinutes, rule, kilometreHundredths, raiseBasisPoints) => {
          const startsAt = new Date(startMinute * minute);
          const endsAt = new Date((startMinute + length) * minute);
          const contract: PayContract = {
            collectiveAgreement: agreement,
            validFrom: '2025-01-01',
            validTo: null,
            versions: [{ validFrom: '2025-01-01', prices: [], wages }],
          };
          const pay = payShift(
            {
              startsAt,
              endsAt,
              actualStartsAt: null,
              actualEndsAt: null,
              breakMinutes,
              careRole: null,
              kilometres: kilometreHundredths === null ? null : kilometreHundredths / 100,
              workDayType: 'work_day',
            },
            contract,
            rule,
            [{ kind: 'campaign', basisPoints: raiseBasisPoints }],
          );
          expect(pay.paid).toBe(true);
          if (!pay.paid) {
            return;
          }
          const hourLines = pay.lines.filter((line): line is HourPayLine => 'minutes' in line);
          // The split minutes plus the break are the worked (elapsed) minutes.
          expect(sumCents(hourLines.map((line) => line.minutes)) + pay.breakMinutes).toBe(length);
          // No minute in two kinds: each kind has at most one line, and the kinds of the split add up to
          // the elapsed minutes exactly.
          expect(new Set(hourLines.map((line) => line.kind)).size).toBe(hourLines.length);
          const split = splitShiftMinutesUnder(agreement, startsAt, endsAt).byHourKind;
          expect(hourKinds.reduce((sum, kind) => sum + split[kind], 0)).toBe(length);
          // The shift's gross is the sum of its lines; each hour line is minutes x wage, rounded.
          expect(pay.grossCents).toBe(sumCents(pay.lines.map((line) => line.grossCents)));
          for (const line of hourLines) {
            expect(Math.abs(line.grossCents * 60 - line.minutes * line.unitCents)).toBeLessThanOrEqual(30);
          }
          // Reported by income type, the lines still add up to the same gross, cent for cent.
          expect(sumCents([...incomeTypeAmountsOf(pay.lines).values()])).toBe(pay.grossCents);
          expect(pay.lines.filter((line) => isTaxExempt(line.kind)).length).toBe(kilometreHundredths ? 1 : 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
