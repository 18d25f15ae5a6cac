import {
  addDays,
  helsinkiDayKey,
  helsinkiInstant,
  helsinkiWallTime,
  isoWeekday,
} from '../shared/helsinki-time';
import {
  type CollectiveAgreement,
  isInWindow,
  type SupplementRules,
  supplementRulesOn,
} from './collective-agreements';
import { finnishHolidayOn, isSundayRateDay } from './finnish-holidays';

/**
 * A shift's minutes by the supplement windows of its collective agreement, read in Helsinki time. Minutes
 * are real elapsed minutes: a night over the autumn DST change has one hour more than its wall clock
 * shows, one over the spring change one hour less.
 *
 * Two readings of the same split:
 * - `supplements`: payroll's, where windows stack (a Sunday night earns the Sunday rate and the night
 *   supplement) except that an ordinary Saturday's supplement never meets the Sunday rate;
 * - `byHourKind`: billing's, where each minute is priced once, by its strongest kind
 *   (Sunday/holiday, then night, Saturday, evening, base), and the kinds add up to the worked minutes.
 */

export const hourKinds = ['base', 'evening', 'night', 'saturday', 'sunday'] as const;
export type HourKind = (typeof hourKinds)[number];

export type SupplementMinutes = {
  worked: number;
  evening: number;
  night: number;
  saturday: number;
  sundayRate: number;
};

export type ShiftMinutes = { supplements: SupplementMinutes; byHourKind: Record<HourKind, number> };

type MinuteClass = { evening: boolean; night: boolean; saturday: boolean; sundayRate: boolean };

const minuteMs = 60_000;

/** What the split asks of a day; Temporal's calendar arithmetic is slow, so each day is read once. */
type DayFacts = {
  weekday: number;
  isHoliday: boolean;
  isEve: boolean;
  isSundayRateDay: boolean;
  next: string;
  nextIsSundayRateDay: boolean;
};
const dayFactsCache = new Map<string, DayFacts>();

function dayFactsOf(dayKey: string): DayFacts {
  let facts = dayFactsCache.get(dayKey);
  if (!facts) {
    const holiday = finnishHolidayOn(dayKey);
    const next = addDays(dayKey, 1);
    facts = {
      weekday: isoWeekday(dayKey),
      isHoliday: holiday !== null,
      isEve: holiday?.kind === 'eve',
      isSundayRateDay: isSundayRateDay(dayKey),
      next,
      nextIsSundayRateDay: isSundayRateDay(next),
    };
    dayFactsCache.set(dayKey, facts);
  }
  return facts;
}

function wallTimeOf(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** The minutes of a day at which the classification can change under these rules. */
function edgesOf(rules: SupplementRules): number[] {
  const edges = [
    0,
    rules.evening.window.from,
    rules.evening.window.to,
    rules.night.window.from,
    rules.night.window.to,
    rules.saturday.window.from,
    rules.saturday.window.to,
    rules.saturdaySundayRateFrom,
    rules.eveSundayRateUntil,
    ...(rules.dayBeforeSundayRateFrom === null ? [] : [rules.dayBeforeSundayRateFrom]),
  ];
  return [...new Set(edges.filter((minute) => minute > 0 && minute < 24 * 60))]
    .concat(0)
    .sort((a, b) => a - b);
}

function isSundayRate(day: DayFacts, minute: number, rules: SupplementRules): boolean {
  if (day.isSundayRateDay) {
    return true;
  }
  if (day.isEve) {
    return minute < rules.eveSundayRateUntil;
  }
  if (day.weekday === 6 && minute >= rules.saturdaySundayRateFrom) {
    return true;
  }
  // The day before Midsummer Eve or Christmas Eve is excluded: eves are not Sunday-rate days here.
  return (
    rules.dayBeforeSundayRateFrom !== null &&
    minute >= rules.dayBeforeSundayRateFrom &&
    day.nextIsSundayRateDay
  );
}

function classify(dayKey: string, minute: number, rules: SupplementRules): MinuteClass {
  const day = dayFactsOf(dayKey);
  const sundayRate = isSundayRate(day, minute, rules);
  const ordinarySaturday = day.weekday === 6 && !day.isHoliday;
  return {
    evening: isInWindow(minute, rules.evening.window),
    night: isInWindow(minute, rules.night.window),
    saturday: ordinarySaturday && !sundayRate && isInWindow(minute, rules.saturday.window),
    sundayRate,
  };
}

function hourKindOf(minuteClass: MinuteClass): HourKind {
  if (minuteClass.sundayRate) {
    return 'sunday';
  }
  if (minuteClass.night) {
    return 'night';
  }
  if (minuteClass.saturday) {
    return 'saturday';
  }
  if (minuteClass.evening) {
    return 'evening';
  }
  return 'base';
}

// Turning a wall time into an instant goes through Temporal (tens of µs); a month of shifts shares a few
// dozen days, so each day's edge instants are computed once per rule set.
const edgeInstantsCache = new WeakMap<SupplementRules, Map<string, number[]>>();

function edgeInstantsOn(dayKey: string, rules: SupplementRules): number[] {
  let byDay = edgeInstantsCache.get(rules);
  if (!byDay) {
    byDay = new Map();
    edgeInstantsCache.set(rules, byDay);
  }
  let instants = byDay.get(dayKey);
  if (!instants) {
    instants = edgesOf(rules).map((edge) => helsinkiInstant(dayKey, wallTimeOf(edge)).getTime());
    byDay.set(dayKey, instants);
  }
  return instants;
}

/** The instants inside (start, end) where a window opens or closes, with the start and the end. */
function boundariesBetween(startsAt: Date, endsAt: Date, rules: SupplementRules): number[] {
  const boundaries = [startsAt.getTime(), endsAt.getTime()];
  const lastDay = helsinkiDayKey(endsAt);
  for (let day = helsinkiDayKey(startsAt); day <= lastDay; day = dayFactsOf(day).next) {
    for (const at of edgeInstantsOn(day, rules)) {
      if (at > startsAt.getTime() && at < endsAt.getTime()) {
        boundaries.push(at);
      }
    }
  }
  return [...new Set(boundaries)].sort((a, b) => a - b);
}

/** Split a shift's minutes by the given rules. */
export function splitShiftMinutes(startsAt: Date, endsAt: Date, rules: SupplementRules): ShiftMinutes {
  const supplements: SupplementMinutes = { worked: 0, evening: 0, night: 0, saturday: 0, sundayRate: 0 };
  const byHourKind: Record<HourKind, number> = { base: 0, evening: 0, night: 0, saturday: 0, sunday: 0 };
  if (endsAt.getTime() <= startsAt.getTime()) {
    return { supplements, byHourKind };
  }
  const boundaries = boundariesBetween(startsAt, endsAt, rules);
  for (let index = 0; index + 1 < boundaries.length; index += 1) {
    const from = new Date(boundaries[index] ?? 0);
    const minutes = Math.round(((boundaries[index + 1] ?? 0) - from.getTime()) / minuteMs);
    const [hour, minute] = helsinkiWallTime(from).split(':').map(Number);
    const minuteClass = classify(helsinkiDayKey(from), (hour ?? 0) * 60 + (minute ?? 0), rules);
    supplements.worked += minutes;
    if (minuteClass.evening) {
      supplements.evening += minutes;
    }
    if (minuteClass.night) {
      supplements.night += minutes;
    }
    if (minuteClass.saturday) {
      supplements.saturday += minutes;
    }
    if (minuteClass.sundayRate) {
      supplements.sundayRate += minutes;
    }
    byHourKind[hourKindOf(minuteClass)] += minutes;
  }
  return { supplements, byHourKind };
}

/** Split by the agreement's rules in force on the shift's first day. */
export function splitShiftMinutesUnder(
  agreement: CollectiveAgreement,
  startsAt: Date,
  endsAt: Date,
): ShiftMinutes {
  return splitShiftMinutes(startsAt, endsAt, supplementRulesOn(agreement, helsinkiDayKey(startsAt)));
}
