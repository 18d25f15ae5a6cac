import {
  earnsHolidayCompensation,
  holidayCompensationLineOf,
  holidayCompensationRateOn,
  holidayCreditYearEndOf,
} from './holiday-compensation';
import type { PayLine } from './pay-lines';

describe('holiday compensation for short months (Annual Holidays Act § 16, domain-rules §4.5)', () => {
  it('is earned by a month below 14 days AND below 35 hours, not by one that reaches either', () => {
    expect(earnsHolidayCompensation({ workDays: 13, workedMinutes: 35 * 60 - 1 })).toBe(true);
    expect(earnsHolidayCompensation({ workDays: 14, workedMinutes: 20 * 60 })).toBe(false);
    expect(earnsHolidayCompensation({ workDays: 5, workedMinutes: 35 * 60 })).toBe(false);
    expect(earnsHolidayCompensation({ workDays: 0, workedMinutes: 0 })).toBe(true);
  });

  it('knows the holiday credit year (1.4.–31.3.) of a day', () => {
    expect(holidayCreditYearEndOf('2026-03-31')).toBe('2026-03-31');
    expect(holidayCreditYearEndOf('2026-04-01')).toBe('2027-03-31');
    expect(holidayCreditYearEndOf('2026-12-31')).toBe('2027-03-31');
  });

  it('is 11.5 % once the employment has lasted a year by 31 March, else 9 %', () => {
    // Pay of November 2026 belongs to the credit year ending 31.3.2027: an employment begun on 1.4.2026
    // has lasted exactly a year by then (11.5 %); one begun on 2.4.2026 has not (9 %).
    expect(holidayCompensationRateOn('2026-04-01', '2026-11-15')).toBe(1150);
    expect(holidayCompensationRateOn('2026-04-02', '2026-11-15')).toBe(900);
    // Pay of February 2026 belongs to the year ending 31.3.2026: begun 1.4.2025 -> 11.5 %.
    expect(holidayCompensationRateOn('2025-04-01', '2026-02-10')).toBe(1150);
    expect(holidayCompensationRateOn('2025-06-01', '2026-02-10')).toBe(900);
  });

  it('computes the line of the month’s pay without the kilometre allowance', () => {
    const lines: PayLine[] = [
      { kind: 'base', minutes: 450, unitCents: 2000, baseUnitCents: 2000, grossCents: 15_000 },
      { kind: 'evening', minutes: 225, unitCents: 2070, baseUnitCents: 2000, grossCents: 7763 },
      { kind: 'boost', basisPoints: null, grossCents: 500 },
      { kind: 'kilometreAllowance', kilometreHundredths: 1000, unitCents: 55, grossCents: 550 },
    ];
    // Base 150,00 + 77,63 + 5,00 = 232,63 €; 9 % = 20,9367 -> 20,94 €; 11,5 % = 26,75245 -> 26,75 €.
    expect(
      holidayCompensationLineOf({ workDays: 3, workedMinutes: 675 }, lines, '2026-09-01', '2026-11-30'),
    ).toEqual({
      kind: 'holidayCompensation',
      basisPoints: 900,
      baseCents: 23_263,
      grossCents: 2094,
    });
    expect(
      holidayCompensationLineOf({ workDays: 3, workedMinutes: 675 }, lines, '2020-01-01', '2026-11-30'),
    ).toMatchObject({ basisPoints: 1150, grossCents: 2675 });
    expect(
      holidayCompensationLineOf({ workDays: 14, workedMinutes: 675 }, lines, '2026-09-01', '2026-11-30'),
    ).toBeNull();
    expect(
      holidayCompensationLineOf({ workDays: 0, workedMinutes: 0 }, [], '2026-09-01', '2026-11-30'),
    ).toBeNull();
  });
});
