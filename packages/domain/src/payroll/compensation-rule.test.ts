import { compensatedDays, compensationByDays } from './compensation-rule';

// Spec section 9: "Compensation by days between dates minus excluded days times a rate."
describe('the compensation rule', () => {
  it('counts the days between two dates less the excluded ones, times the rate', () => {
    // 1.12.2026 to 8.12.2026 = 7 days; 6.12. (Independence Day) excluded: 6 days x 25,00 € = 150,00 €.
    expect(
      compensationByDays({
        from: '2026-12-01',
        to: '2026-12-08',
        excludedDays: ['2026-12-06'],
        dailyRateCents: 2500,
      }),
    ).toBe(15_000);
  });

  it('counts an excluded day once, and only inside the range', () => {
    // 7 days; 6.12. twice is one day; 30.11. and 8.12. (the end, not counted) fall outside: 6 days.
    expect(
      compensatedDays('2026-12-01', '2026-12-08', ['2026-12-06', '2026-12-06', '2026-11-30', '2026-12-08']),
    ).toBe(6);
  });

  it('counts across the end of a year and a leap day', () => {
    // 28.12.2027 to 1.3.2028: 4 days of December + 31 of January + 29 of February (2028 is a leap year) = 64.
    expect(compensatedDays('2027-12-28', '2028-03-01', [])).toBe(64);
  });

  it('gives nothing for an empty or reversed range, or when every day is excluded', () => {
    expect(
      compensationByDays({ from: '2026-12-08', to: '2026-12-01', excludedDays: [], dailyRateCents: 2500 }),
    ).toBe(0);
    expect(
      compensationByDays({ from: '2026-12-01', to: '2026-12-01', excludedDays: [], dailyRateCents: 2500 }),
    ).toBe(0);
    expect(compensatedDays('2026-12-01', '2026-12-03', ['2026-12-01', '2026-12-02'])).toBe(0);
  });

  it('refuses what is not a day or a rate in cents', () => {
    expect(() => compensatedDays('2026-02-30', '2026-03-01', [])).toThrow(RangeError);
    expect(() =>
      compensationByDays({ from: '2026-12-01', to: '2026-12-08', excludedDays: [], dailyRateCents: 12.5 }),
    ).toThrow(RangeError);
  });
});
