import { boostTypes, cancelReasons, shiftUpdateEntrySchema, workDayTypes } from './shift';
import { historyEntry, withHistory } from './shift-history.rules';

describe('historyEntry', () => {
  const at = new Date('2026-05-12T04:00:00Z');

  it('records state, ISO time, who and the detail', () => {
    expect(
      historyEntry('assigned', at, { id: 'u1', name: 'Anna Agentti' }, { kind: 'person', name: 'worker-1' }),
    ).toEqual({
      state: 'assigned',
      date: '2026-05-12T04:00:00.000Z',
      processer: 'u1',
      processerName: 'Anna Agentti',
      content: 'worker-1',
    });
  });

  it('records the system (a scheduled job) as no processer, with empty content by default', () => {
    expect(historyEntry('expired', at, null)).toEqual({
      state: 'expired',
      date: '2026-05-12T04:00:00.000Z',
      processer: null,
      processerName: null,
      content: '',
    });
  });

  it('makes entries the response schema accepts', () => {
    expect(shiftUpdateEntrySchema.safeParse(historyEntry('deleted', at, null)).success).toBe(true);
  });
});

describe('withHistory', () => {
  it('appends at the end and leaves the original list as it was', () => {
    const first = historyEntry('created', new Date('2026-05-01T00:00:00Z'), null);
    const second = historyEntry('published', new Date('2026-05-02T00:00:00Z'), null);
    const original = [first];
    const next = withHistory(original, second);
    expect(next).toEqual([first, second]);
    expect(original).toEqual([first]);
  });
});

describe('shift vocabularies of the spec', () => {
  it('has the boost types quick and bonus', () => {
    expect([...boostTypes]).toEqual(['quick', 'bonus']);
  });

  it('has the three cancel reasons', () => {
    expect([...cancelReasons]).toEqual(['needs_orientation', 'does_not_meet_requirements', 'other']);
  });

  it('has the six work-day types', () => {
    expect([...workDayTypes]).toEqual([
      'work_day',
      'sick_day',
      'sick_day_pending',
      'temporary_nursing_leave',
      'orientation_day',
      'absence',
    ]);
  });
});
