import fc from 'fast-check';
import { addDays } from '../shared/helsinki-time';
import {
  earningsPaymentReportDueOn,
  isBusinessDay,
  isEarningsPaymentReportOverdue,
  payerSummaryReportDueOn,
} from './wage-report-deadline';

describe('the earnings payment report deadline (5th day after the payment date)', () => {
  it('is the 5th day when that is a business day', () => {
    // Wed 25.11.2026 + 5 = Mon 30.11.2026.
    expect(earningsPaymentReportDueOn('2026-11-25')).toBe('2026-11-30');
  });

  it('moves from a Saturday to the next business day', () => {
    // Mon 23.11.2026 + 5 = Sat 28.11. -> Mon 30.11.
    expect(earningsPaymentReportDueOn('2026-11-23')).toBe('2026-11-30');
  });

  it('moves past Christmas: Eve, Christmas Day, St Stephen’s on a Saturday, then Sunday', () => {
    // Sat 19.12.2026 + 5 = Thu 24.12. (Eve) -> 25.12. (Fri, holiday) -> 26.12. (Sat) -> 27.12. (Sun) -> Mon 28.12.
    expect(earningsPaymentReportDueOn('2026-12-19')).toBe('2026-12-28');
  });

  it('moves past Midsummer, Easter, Independence Day and New Year', () => {
    // Sun 14.6.2026 + 5 = Fri 19.6. (Midsummer Eve) -> Sat 20.6. (Midsummer Day) -> Sun -> Mon 22.6.
    expect(earningsPaymentReportDueOn('2026-06-14')).toBe('2026-06-22');
    // Sun 29.3.2026 + 5 = Fri 3.4. (Good Friday) -> Sat -> Easter Sunday -> Easter Monday 6.4. -> Tue 7.4.
    expect(earningsPaymentReportDueOn('2026-03-29')).toBe('2026-04-07');
    // Tue 1.12.2026 + 5 = Sun 6.12. (Independence Day) -> Mon 7.12.
    expect(earningsPaymentReportDueOn('2026-12-01')).toBe('2026-12-07');
    // Sun 27.12.2026 + 5 = Fri 1.1.2027 (New Year's Day) -> Sat -> Sun -> Mon 4.1.2027.
    expect(earningsPaymentReportDueOn('2026-12-27')).toBe('2027-01-04');
  });

  it('is overdue only after the due day', () => {
    expect(isEarningsPaymentReportOverdue('2026-11-23', '2026-11-30')).toBe(false);
    expect(isEarningsPaymentReportOverdue('2026-11-23', '2026-12-01')).toBe(true);
    expect(() => earningsPaymentReportDueOn('2026-02-30')).toThrow(RangeError);
  });

  it('property: the due day is the first business day from the 5th day on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 366 }), (offset) => {
        const paymentDate = addDays('2025-01-01', offset);
        const fifth = addDays(paymentDate, 5);
        const due = earningsPaymentReportDueOn(paymentDate);
        expect(due >= fifth).toBe(true);
        expect(isBusinessDay(due)).toBe(true);
        for (let day = fifth; day < due; day = addDays(day, 1)) {
          expect(isBusinessDay(day)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the employer’s separate report deadline (5th of the month after the payment month)', () => {
  it('is the 5th of the next month, moved to the next business day', () => {
    // November 2026 -> Sat 5.12.2026 -> Sun 6.12. (Independence Day) -> Mon 7.12.
    expect(payerSummaryReportDueOn('2026-11')).toBe('2026-12-07');
    // December 2026 -> Tue 5.1.2027, over the turn of the year.
    expect(payerSummaryReportDueOn('2026-12')).toBe('2027-01-05');
    // January 2026 (31 days) -> Thu 5.2.2026.
    expect(payerSummaryReportDueOn('2026-01')).toBe('2026-02-05');
    expect(() => payerSummaryReportDueOn('2026-13')).toThrow(RangeError);
  });
});
