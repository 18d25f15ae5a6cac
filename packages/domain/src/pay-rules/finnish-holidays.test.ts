import { easterSunday, finnishHolidayOn, finnishHolidaysOf, isSundayRateDay } from './finnish-holidays';

describe('Finnish holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('finds Easter Sunday %i by the Gregorian computus', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  // The table in reference/domain-rules.md §4.3.
  it.each([
    ['goodFriday', '2025-04-18', '2026-04-03'],
    ['easterMonday', '2025-04-21', '2026-04-06'],
    ['ascensionDay', '2025-05-29', '2026-05-14'],
    ['pentecost', '2025-06-08', '2026-05-24'],
    ['midsummerEve', '2025-06-20', '2026-06-19'],
    ['midsummerDay', '2025-06-21', '2026-06-20'],
    ['allSaintsDay', '2025-11-01', '2026-10-31'],
  ])('puts %s on %s in 2025 and %s in 2026', (key, in2025, in2026) => {
    expect(finnishHolidayOn(in2025)?.key).toBe(key);
    expect(finnishHolidayOn(in2026)?.key).toBe(key);
  });

  it('has sixteen holidays and eves a year, the three eves marked as eves', () => {
    const holidays = [...finnishHolidaysOf(2026).values()];
    expect(holidays).toHaveLength(16);
    expect(holidays.filter((holiday) => holiday.kind === 'eve').map((holiday) => holiday.dayKey)).toEqual([
      '2026-04-04',
      '2026-06-19',
      '2026-12-24',
    ]);
  });

  it('pays every Sunday and holiday at the Sunday rate all day, but not an eve or an ordinary day', () => {
    expect(isSundayRateDay('2026-11-29')).toBe(true); // a Sunday
    expect(isSundayRateDay('2026-12-06')).toBe(true); // Independence Day
    expect(isSundayRateDay('2026-01-06')).toBe(true); // Epiphany, a Tuesday
    expect(isSundayRateDay('2026-12-24')).toBe(false); // Christmas Eve: only its agreement's hours
    expect(isSundayRateDay('2026-11-27')).toBe(false); // an ordinary Friday
  });
});
