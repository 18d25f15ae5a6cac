import {
  addDays,
  daysBetween,
  helsinkiDayKey,
  type InstantInput,
  isoWeekOfDayKey,
  startOfWeek,
} from '../shared/helsinki-time';
import {
  type ApplicationStatistics,
  type FunnelStage,
  funnelSteps,
  type StatisticsWeek,
  statisticsDefaultWeeks,
  unknownKey,
} from './application-statistics';

/** One application as the statistics see it: when, who, from where, how far it got, its first shift. */
export type StatisticsApplication = {
  createdAt: InstantInput;
  role: string | null;
  region: string | null;
  source: string | null;
  /** Every step the application was moved to (its history) and the step it is at now. */
  stepsReached: readonly string[];
  /** The start of the worker's earliest booked or worked shift; null when none. */
  firstShiftAt: InstantInput | null;
};

/** The period asked, or this week and the ones before it (`statisticsDefaultWeeks`) up to today. */
export function statisticsPeriod(today: string, query: { from?: string; to?: string }) {
  const to = query.to ?? today;
  const from = query.from ?? startOfWeek(addDays(to, -7 * (statisticsDefaultWeeks - 1)));
  return { from, to };
}

/** `2026-W48`: the ISO week of a Helsinki day, which may belong to the next or previous year. */
export function isoWeekKey(dayKey: string): string {
  const { year, week } = isoWeekOfDayKey(dayKey);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Every ISO week that touches the period, Monday first, so a week without applications still shows. */
export function statisticsWeekStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let monday = startOfWeek(from); monday <= to; monday = addDays(monday, 7)) {
    starts.push(monday);
  }
  return starts;
}

/** The middle value (the mean of the two middle ones for an even count), to one decimal; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * How far applications got: an application reached a stage when it reached that step or any later one
 * (a recruiter may skip a step, e.g. no licence check for an assistant), so the counts never grow down
 * the funnel. Conversion is each stage's count over the previous stage's, to four decimals.
 */
export function applicationFunnel(applications: readonly StatisticsApplication[]): FunnelStage[] {
  const furthest = applications.map((application) =>
    Math.max(0, ...application.stepsReached.map((step) => funnelSteps.indexOf(step as never))),
  );
  let previous: number | null = null;
  return funnelSteps.map((step, index) => {
    const reached = furthest.filter((stage) => stage >= index).length;
    const conversion =
      previous === null || previous === 0 ? null : Math.round((reached / previous) * 10_000) / 10_000;
    previous = reached;
    return { step, reached, conversion };
  });
}

function countInto(counts: Record<string, number>, key: string | null): void {
  const name = key?.trim() || unknownKey;
  counts[name] = (counts[name] ?? 0) + 1;
}

/** The keys of all weeks' counts, the most common first (ties alphabetical), unknown last: the series order. */
function keysByTotal(
  weeks: readonly StatisticsWeek[],
  pick: (week: StatisticsWeek) => Record<string, number>,
) {
  const totals: Record<string, number> = {};
  for (const week of weeks) {
    for (const [key, count] of Object.entries(pick(week))) {
      totals[key] = (totals[key] ?? 0) + count;
    }
  }
  const rank = (key: string) => (key === unknownKey ? -1 : (totals[key] ?? 0));
  return Object.keys(totals).sort((a, b) => rank(b) - rank(a) || a.localeCompare(b));
}

/**
 * The statistics of a period (Helsinki days, both included): the applications created in it per ISO
 * week by role, region and source, their funnel, and the median days from application to first shift.
 */
export function buildApplicationStatistics(
  period: { from: string; to: string },
  applications: readonly StatisticsApplication[],
): ApplicationStatistics {
  const inPeriod = applications.filter((application) => {
    const day = helsinkiDayKey(application.createdAt);
    return day >= period.from && day <= period.to;
  });
  const weeks = new Map<string, StatisticsWeek>(
    statisticsWeekStarts(period.from, period.to).map((weekStart) => [
      weekStart,
      { week: isoWeekKey(weekStart), weekStart, total: 0, byRole: {}, byRegion: {}, bySource: {} },
    ]),
  );
  const daysToFirstShift: number[] = [];
  for (const application of inPeriod) {
    const day = helsinkiDayKey(application.createdAt);
    const week = weeks.get(startOfWeek(day));
    if (week) {
      week.total += 1;
      countInto(week.byRole, application.role);
      countInto(week.byRegion, application.region);
      countInto(week.bySource, application.source);
    }
    if (application.firstShiftAt !== null) {
      const days = daysBetween(day, helsinkiDayKey(application.firstShiftAt));
      // A shift before the application belongs to an earlier spell of work, not to this hiring.
      if (days >= 0) {
        daysToFirstShift.push(days);
      }
    }
  }
  const weekList = [...weeks.values()];
  return {
    ...period,
    total: inPeriod.length,
    weeks: weekList,
    roles: keysByTotal(weekList, (week) => week.byRole),
    regions: keysByTotal(weekList, (week) => week.byRegion),
    sources: keysByTotal(weekList, (week) => week.bySource),
    funnel: applicationFunnel(inPeriod),
    firstShift: { count: daysToFirstShift.length, medianDays: median(daysToFirstShift) },
  };
}
