import { breakMinutesOf, deductBreak } from './break-rule';

const rule = { unpaidTime: 30, minHoursWithBreak: 6 };
const none = { base: 0, evening: 0, night: 0, saturday: 0, sunday: 0 };

describe('the break rule (spec section 9), shared by invoices and payroll', () => {
  it('takes the break as confirmations do: the entered one, else the account’s, only beyond the minimum', () => {
    expect(breakMinutesOf(480, 45, rule)).toBe(45);
    expect(breakMinutesOf(480, null, rule)).toBe(30);
    expect(breakMinutesOf(360, 30, rule)).toBe(0);
    // Never below the minimum hours: 6 h 10 min worked keeps 6 h.
    expect(breakMinutesOf(370, 30, rule)).toBe(10);
  });

  it('spreads the break over the kinds of hour in proportion, to the minute', () => {
    expect(deductBreak({ ...none, base: 240, evening: 240 }, 30)).toEqual({
      ...none,
      base: 225,
      evening: 225,
    });
    const uneven = deductBreak({ ...none, base: 100, evening: 200, night: 300 }, 31);
    expect(uneven.base + uneven.evening + uneven.night).toBe(600 - 31);
    expect(uneven).toEqual({ ...none, base: 95, evening: 190, night: 284 });
    expect(deductBreak({ ...none, base: 480 }, 0)).toEqual({ ...none, base: 480 });
  });
});
