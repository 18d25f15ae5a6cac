import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  endOfMonth,
  endOfWeek,
  formatDate,
  formatDateTime,
  formatDayKey,
  helsinkiDayEnd,
  helsinkiDayKey,
  helsinkiDayStart,
  helsinkiInstant,
  helsinkiInstantOrNull,
  helsinkiOffsetMinutes,
  helsinkiWallTime,
  hoursBetween,
  hoursInDay,
  isDayKey,
  isoWeekday,
  isoWeekOfDayKey,
  parseTypedDate,
  startOfMonth,
  startOfWeek,
  yearsBefore,
} from './helsinki-time';

describe('instant to Helsinki wall time', () => {
  it('reads UTC+2 in winter and UTC+3 in summer', () => {
    expect(helsinkiOffsetMinutes('2026-01-15T12:00:00Z')).toBe(120);
    expect(helsinkiOffsetMinutes('2026-07-15T12:00:00Z')).toBe(180);
    expect(formatDateTime(new Date('2026-07-15T04:00:00Z'))).toBe('15.07.2026 07:00');
  });

  it('crosses midnight and the year in Helsinki before UTC does', () => {
    expect(formatDateTime('2026-12-31T22:30:00Z')).toBe('01.01.2027 00:30');
    expect(helsinkiDayKey('2026-12-31T21:59:59.999Z')).toBe('2026-12-31');
  });

  it('skips 03:00-03:59 on 29.03.2026 and repeats 03:00-03:59 on 25.10.2026', () => {
    expect(helsinkiWallTime('2026-03-29T00:59:00Z')).toBe('02:59');
    expect(helsinkiWallTime('2026-03-29T01:00:00Z')).toBe('04:00');
    expect(helsinkiWallTime('2026-10-25T00:30:00Z')).toBe('03:30');
    expect(helsinkiWallTime('2026-10-25T01:30:00Z')).toBe('03:30');
  });
});

describe('Helsinki wall time to instant', () => {
  it('gives the instant of a wall time in winter and in summer', () => {
    expect(helsinkiInstant('2026-01-15', '07:00').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(helsinkiInstant('2026-07-15', '07:00').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('moves a skipped spring time forward and takes the first of a repeated autumn time', () => {
    expect(helsinkiInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(helsinkiInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses typed times that do not exist', () => {
    expect(helsinkiInstantOrNull('2026-03-29', '03:30')).toBeNull();
    expect(helsinkiInstantOrNull('2026-02-30', '08:00')).toBeNull();
    expect(helsinkiInstantOrNull('2026-02-03', '24:00')).toBeNull();
    expect(helsinkiInstantOrNull('2026-10-25', '03:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('starts and ends the DST days at their own offsets: 23 and 25 hours', () => {
    expect(helsinkiDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(helsinkiDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(helsinkiDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(helsinkiDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect([hoursInDay('2026-03-29'), hoursInDay('2026-10-25'), hoursInDay('2026-06-01')]).toEqual([
      23, 25, 24,
    ]);
  });

  it('counts real hours of a night shift across a change', () => {
    const autumnNight = [helsinkiInstant('2026-10-24', '22:00'), helsinkiInstant('2026-10-25', '07:00')];
    const springNight = [helsinkiInstant('2026-03-28', '22:00'), helsinkiInstant('2026-03-29', '07:00')];
    expect(hoursBetween(autumnNight[0] as Date, autumnNight[1] as Date)).toBe(10);
    expect(hoursBetween(springNight[0] as Date, springNight[1] as Date)).toBe(8);
  });

  it('round-trips every wall time of a day it gives an instant for', () => {
    const dayKeys = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const times = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
    fc.assert(
      fc.property(dayKeys, times, (dayKey, time) => {
        const instant = helsinkiInstantOrNull(dayKey, time);
        return instant === null || (helsinkiDayKey(instant) === dayKey && helsinkiWallTime(instant) === time);
      }),
    );
  });
});

describe('calendar arithmetic on day keys', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });

  it('accepts only real days', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2027-02-29')).toBe(false);
    expect(isDayKey('29.02.2028')).toBe(false);
  });

  it('finds ISO weeks and months', () => {
    expect(isoWeekday('2026-11-25')).toBe(3);
    expect(startOfWeek('2026-11-25')).toBe('2026-11-23');
    expect(endOfWeek('2026-11-25')).toBe('2026-11-29');
    expect(isoWeekOfDayKey('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOfDayKey('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(startOfMonth('2028-02-17')).toBe('2028-02-01');
    expect(endOfMonth('2028-02-17')).toBe('2028-02-29');
    expect(endOfMonth('2027-02-17')).toBe('2027-02-28');
  });

  it('moves 29 February back to the 28th in a common year', () => {
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });
});

describe('text', () => {
  it('formats days DD.MM.YYYY', () => {
    expect(formatDayKey('2026-03-07')).toBe('07.03.2026');
    expect(formatDate('2026-03-28T22:00:00Z')).toBe('29.03.2026');
  });

  it('parses D.M.YYYY and DD.MM.YYYY, real dates only', () => {
    expect(parseTypedDate('7.3.2026')).toBe('2026-03-07');
    expect(parseTypedDate(' 07.03.2026 ')).toBe('2026-03-07');
    expect(parseTypedDate('29.2.2028')).toBe('2028-02-29');
    expect(parseTypedDate('29.2.2027')).toBeNull();
    expect(parseTypedDate('31.04.2026')).toBeNull();
    expect(parseTypedDate('2026-03-07')).toBeNull();
  });

  it('formats back what it parses', () => {
    const dayKeys = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(fc.property(dayKeys, (dayKey) => parseTypedDate(formatDayKey(dayKey)) === dayKey));
  });
});
