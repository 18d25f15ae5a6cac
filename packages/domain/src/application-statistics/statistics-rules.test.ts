import { describe, expect, it } from 'vitest';
import { applicationStatisticsQuerySchema } from './application-statistics.inputs';
import {
  applicationFunnel,
  buildApplicationStatistics,
  isoWeekKey,
  median,
  type StatisticsApplication,
  statisticsPeriod,
  statisticsWeekStarts,
} from './statistics-rules';

const application = (overrides: Partial<StatisticsApplication> = {}): StatisticsApplication => ({
  createdAt: '2026-11-18T10:00:00Z',
  role: 'nurse',
  region: 'Pirkanmaa',
  source: 'registration',
  stepsReached: ['applied'],
  firstShiftAt: null,
  ...overrides,
});

describe('weeks of the statistics', () => {
  it('names ISO weeks, where the last days of December can be week 1 of the next year', () => {
    expect(isoWeekKey('2026-11-23')).toBe('2026-W48');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
  });

  it('lists every week touching the period, Monday first', () => {
    expect(statisticsWeekStarts('2026-11-04', '2026-11-23')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('defaults to this week and the eleven before it', () => {
    expect(statisticsPeriod('2026-11-28', {})).toEqual({ from: '2026-09-07', to: '2026-11-28' });
    expect(statisticsPeriod('2026-11-28', { from: '2026-11-01', to: '2026-11-10' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('counts an application in its Helsinki week: Sunday 23.30 UTC is already Monday in Helsinki', () => {
    const stats = buildApplicationStatistics({ from: '2026-11-16', to: '2026-11-30' }, [
      application({ createdAt: '2026-11-22T23:30:00Z' }),
    ]);
    expect(stats.weeks.map((week) => [week.week, week.total])).toEqual([
      ['2026-W47', 0],
      ['2026-W48', 1],
      ['2026-W49', 0],
    ]);
  });
});

describe('the period query', () => {
  it('refuses an end before the start and a period over a year', () => {
    const backwards = applicationStatisticsQuerySchema.safeParse({ from: '2026-11-10', to: '2026-11-01' });
    expect(backwards.error?.issues[0]?.message).toBe('END_BEFORE_START');
    const long = applicationStatisticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-11-01' });
    expect(long.error?.issues[0]?.message).toBe('STATISTICS_PERIOD_TOO_LONG');
    expect(applicationStatisticsQuerySchema.parse({}).format).toBe('json');
  });
});

describe('the funnel', () => {
  it('counts an application at every stage up to the furthest it reached, with conversions', () => {
    const funnel = applicationFunnel([
      application(),
      application({ stepsReached: ['applied', 'licence_confirmed', 'no_answer'] }),
      // A skipped licence check still counts as passed: the interview came after it.
      application({ stepsReached: ['applied', 'interview_scheduled'] }),
      application({
        stepsReached: ['applied', 'licence_confirmed', 'interview_scheduled', 'contract_signed'],
      }),
    ]);
    const byStep = Object.fromEntries(funnel.map((stage) => [stage.step, stage]));
    expect(byStep.applied).toEqual({ step: 'applied', reached: 4, conversion: null });
    expect(byStep.licence_confirmed).toEqual({ step: 'licence_confirmed', reached: 3, conversion: 0.75 });
    expect(byStep.interview_scheduled).toEqual({
      step: 'interview_scheduled',
      reached: 2,
      conversion: 0.6667,
    });
    expect(byStep.contract_signed?.reached).toBe(1);
    expect(funnel.map((stage) => stage.reached)).toEqual([4, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('has no conversion after a stage nobody reached', () => {
    const funnel = applicationFunnel([application()]);
    expect(funnel[1]).toEqual({ step: 'licence_confirmed', reached: 0, conversion: 0 });
    expect(funnel[2]).toEqual({ step: 'interview_scheduled', reached: 0, conversion: null });
  });
});

describe('the statistics of a period', () => {
  it('counts by role, region and source, unknown for a missing value, most common first', () => {
    const stats = buildApplicationStatistics({ from: '2026-11-16', to: '2026-11-22' }, [
      application(),
      application({ role: 'practical-nurse', source: 'invitation' }),
      application({ region: null }),
      application({ createdAt: '2026-11-10T10:00:00Z' }),
    ]);
    expect(stats.total).toBe(3);
    expect(stats.weeks).toEqual([
      {
        week: '2026-W47',
        weekStart: '2026-11-16',
        total: 3,
        byRole: { nurse: 2, 'practical-nurse': 1 },
        byRegion: { Pirkanmaa: 2, unknown: 1 },
        bySource: { registration: 2, invitation: 1 },
      },
    ]);
    expect(stats.roles).toEqual(['nurse', 'practical-nurse']);
    expect(stats.sources).toEqual(['registration', 'invitation']);
  });

  it('takes the median days from application to first shift, leaving out earlier shifts', () => {
    const stats = buildApplicationStatistics({ from: '2026-11-01', to: '2026-11-30' }, [
      application({ createdAt: '2026-11-02T08:00:00Z', firstShiftAt: '2026-11-05T06:00:00Z' }),
      application({ createdAt: '2026-11-02T08:00:00Z', firstShiftAt: '2026-11-12T06:00:00Z' }),
      application({ createdAt: '2026-11-10T08:00:00Z', firstShiftAt: '2026-10-01T06:00:00Z' }),
      application(),
    ]);
    expect(stats.firstShift).toEqual({ count: 2, medianDays: 6.5 });
    expect(median([])).toBeNull();
    expect(median([4, 1, 9])).toBe(4);
  });
});
