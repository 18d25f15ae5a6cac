import {
  addDays,
  formatDate,
  formatDateTime,
  formatTime,
  helsinkiDayKey,
  helsinkiDayStart,
  isDayKey,
} from './helsinki-time';

describe('dates in Europe/Helsinki, DD.MM.YYYY', () => {
  it('formats in Helsinki time whatever the process time zone', () => {
    // 22:30 UTC on 31.12. is already 00:30 on 1.1. in Helsinki (UTC+2 in winter).
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('01.01.2027');
    expect(formatTime('2026-12-31T22:30:00Z')).toBe('00:30');
  });

  it('follows daylight saving time: UTC+3 in summer', () => {
    expect(formatDateTime('2026-07-15T04:00:00Z')).toBe('15.07.2026 07:00');
    expect(formatDateTime('2026-01-15T05:00:00Z')).toBe('15.01.2026 07:00');
  });

  it('crosses the DST change on 29.03.2026 correctly', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('02:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('04:00');
  });
});

describe('Helsinki calendar days', () => {
  it('starts a day at local midnight, in winter and in summer', () => {
    expect(helsinkiDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(helsinkiDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('starts the days around the DST changes at their own offset', () => {
    expect(helsinkiDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(helsinkiDayStart('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(helsinkiDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(helsinkiDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2026-02-31')).toBe(false);
    expect(isDayKey('28.02.2026')).toBe(false);
  });
});

describe('helsinkiDayKey', () => {
  it('gives the Helsinki calendar day as YYYY-MM-DD, from a date or an ISO string', () => {
    expect(helsinkiDayKey(new Date('2026-05-12T12:00:00Z'))).toBe('2026-05-12');
    expect(helsinkiDayKey('2026-05-12T12:00:00Z')).toBe('2026-05-12');
  });

  it('turns the day at Helsinki midnight: 21:00 UTC in summer, 22:00 UTC in winter', () => {
    expect(helsinkiDayKey('2026-05-12T20:59:59.999Z')).toBe('2026-05-12');
    expect(helsinkiDayKey('2026-05-12T21:00:00Z')).toBe('2026-05-13');
    expect(helsinkiDayKey('2026-01-12T21:59:59.999Z')).toBe('2026-01-12');
    expect(helsinkiDayKey('2026-01-12T22:00:00Z')).toBe('2026-01-13');
    expect(helsinkiDayKey('2026-12-31T22:00:00Z')).toBe('2027-01-01');
  });

  it('follows the DST changes of 29.03.2026 and 25.10.2026', () => {
    // 29 March starts at 22:00 UTC the day before (winter time) and ends at 21:00 UTC (summer time).
    expect(helsinkiDayKey('2026-03-28T21:59:59.999Z')).toBe('2026-03-28');
    expect(helsinkiDayKey('2026-03-28T22:00:00Z')).toBe('2026-03-29');
    expect(helsinkiDayKey('2026-03-29T20:59:59.999Z')).toBe('2026-03-29');
    expect(helsinkiDayKey('2026-03-29T21:00:00Z')).toBe('2026-03-30');
    // 25 October starts at 21:00 UTC the day before (summer time) and ends at 22:00 UTC (winter time).
    expect(helsinkiDayKey('2026-10-24T20:59:59.999Z')).toBe('2026-10-24');
    expect(helsinkiDayKey('2026-10-24T21:00:00Z')).toBe('2026-10-25');
    expect(helsinkiDayKey('2026-10-25T21:59:59.999Z')).toBe('2026-10-25');
    expect(helsinkiDayKey('2026-10-25T22:00:00Z')).toBe('2026-10-26');
  });

  it('sorts like the days it names', () => {
    const keys = ['2026-10-25T22:00:00Z', '2026-03-28T22:00:00Z', '2025-12-31T21:59:00Z'].map(helsinkiDayKey);
    expect([...keys].sort()).toEqual(['2025-12-31', '2026-03-29', '2026-10-26']);
  });
});
