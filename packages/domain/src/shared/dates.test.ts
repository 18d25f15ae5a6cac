import { formatDate, formatDateTime, formatTime } from './dates';

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
