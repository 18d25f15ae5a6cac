import { describe, expect, it } from 'vitest';
import { fromHelsinkiInput, shiftTimeRange, toHelsinkiInput } from './helsinki-time';

describe('Helsinki time inputs', () => {
  it('shows instants in Helsinki time, summer and winter', () => {
    expect(toHelsinkiInput('2026-06-10T05:15:00Z')).toBe('2026-06-10T08:15');
    expect(toHelsinkiInput('2026-11-21T22:30:00Z')).toBe('2026-11-22T00:30');
  });

  it('reads Helsinki wall-clock times back to instants', () => {
    expect(fromHelsinkiInput('2026-06-10T08:15')).toBe('2026-06-10T05:15:00.000Z');
    expect(fromHelsinkiInput('2026-11-22T00:30')).toBe('2026-11-21T22:30:00.000Z');
  });

  it('handles the DST changes: the skipped spring hour is no time, the repeated autumn hour its first pass', () => {
    expect(fromHelsinkiInput('2026-03-29T03:30')).toBeNull();
    expect(fromHelsinkiInput('2026-03-29T04:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(fromHelsinkiInput('2026-10-25T03:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(fromHelsinkiInput('2026-10-25T04:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses text that is not a time', () => {
    expect(fromHelsinkiInput('')).toBeNull();
    expect(fromHelsinkiInput('21.11.2026 08:00')).toBeNull();
  });

  it('writes a shift’s times with the end date only when it ends on another day', () => {
    expect(shiftTimeRange('2026-11-21T06:00:00Z', '2026-11-21T14:00:00Z')).toBe('21.11.2026 08:00–16:00');
    expect(shiftTimeRange('2026-11-21T20:00:00Z', '2026-11-22T05:00:00Z')).toBe(
      '21.11.2026 22:00–22.11.2026 07:00',
    );
  });
});
