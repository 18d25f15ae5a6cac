import {
  addDays,
  helsinkiDayKey,
  helsinkiDayStart,
  isoWeekOfDayKey,
  startOfWeek,
} from '../shared/helsinki-time';
import type { ShiftStatus } from '../shifts/shift';
import { isReserved } from '../shifts/shift-status.rules';
import type { PlanningFigures, PlanningSort, PlanningWeek } from './shift-planning';

/** The Monday of the ISO week of a YYYY-MM-DD day. */
export function isoWeekStartDay(dayKey: string): string {
  return startOfWeek(dayKey);
}

/**
 * The ISO week of a calendar day (weeks start on Monday; week 1 holds the year's first Thursday), so the
 * last days of December can belong to week 1 of the next year and the first days of January to week 53.
 */
export function isoWeekOfDay(dayKey: string): PlanningWeek {
  const startDay = startOfWeek(dayKey);
  const { year, week: number } = isoWeekOfDayKey(dayKey);
  return {
    key: `${year}-W${String(number).padStart(2, '0')}`,
    number,
    startDay,
    endDay: addDays(startDay, 6),
  };
}

/** The ISO week, in Helsinki time, that an instant falls in (a shift belongs to the week it starts in). */
export function isoWeekOf(instant: Date | string): PlanningWeek {
  return isoWeekOfDay(helsinkiDayKey(instant));
}

export type PlanningWindow = { from: Date; to: Date; weeks: PlanningWeek[] };

/**
 * The period shift planning looks at: from now to the end (Sunday 24:00 Helsinki) of the `weeks`-th ISO
 * week, counting the current week as the first. Shifts that started before now are not in it.
 */
export function planningWindow(now: Date, weeks: number): PlanningWindow {
  const firstMonday = isoWeekStartDay(helsinkiDayKey(now));
  const list = Array.from({ length: weeks }, (_, index) => isoWeekOfDay(addDays(firstMonday, index * 7)));
  return { from: now, to: helsinkiDayStart(addDays(firstMonday, weeks * 7)), weeks: list };
}

/** What planning reads of a shift. */
export type PlanningShiftInput = {
  startsAt: Date | string;
  status: ShiftStatus;
  assignedTo: string | null | undefined;
};

/** Statuses in which a worker holds the shift. */
const filledStatuses: readonly ShiftStatus[] = ['booked', 'confirmed', 'verified'];

/**
 * Whether a shift counts in planning: live (never deleted or expired) and starting inside the window
 * (never a past shift).
 */
export function countsInPlanning(shift: PlanningShiftInput, window: Pick<PlanningWindow, 'from' | 'to'>) {
  const start = new Date(shift.startsAt).getTime();
  return (
    shift.status !== 'deleted' &&
    shift.status !== 'expired' &&
    start >= window.from.getTime() &&
    start < window.to.getTime()
  );
}

/** A published shift nobody holds yet: the ones planning asks to fill. */
export function needsWorker(shift: Pick<PlanningShiftInput, 'status' | 'assignedTo'>): boolean {
  return shift.status === 'open' && !isReserved(shift.assignedTo);
}

/** Booked / total, or null when there is nothing to fill (0 shifts has no rate, not 0 %). */
export function fillRateOf(booked: number, total: number): number | null {
  return total === 0 ? null : booked / total;
}

/** Counts of a set of shifts that count in planning. */
export function planningFiguresOf(shifts: readonly Pick<PlanningShiftInput, 'status'>[]): PlanningFigures {
  let booked = 0;
  let open = 0;
  let draft = 0;
  for (const shift of shifts) {
    if (filledStatuses.includes(shift.status)) {
      booked += 1;
    } else if (shift.status === 'open') {
      open += 1;
    } else if (shift.status === 'draft') {
      draft += 1;
    }
  }
  const total = booked + open + draft;
  return { total, booked, open, draft, fillRate: fillRateOf(booked, total) };
}

/**
 * Groups an area's shifts by the window's weeks (in the window's order; a week without shifts gets zero
 * counts and no rate). Shifts that do not count in planning are left out.
 */
export function weeklyPlanningOf<T extends PlanningShiftInput>(
  shifts: readonly T[],
  window: PlanningWindow,
): { week: PlanningWeek; figures: PlanningFigures; shifts: T[] }[] {
  const byWeek = new Map<string, T[]>(window.weeks.map((week) => [week.key, []]));
  for (const shift of shifts) {
    if (countsInPlanning(shift, window)) {
      byWeek.get(isoWeekOf(shift.startsAt).key)?.push(shift);
    }
  }
  return window.weeks.map((week) => {
    const ofWeek = byWeek.get(week.key) ?? [];
    return { week, figures: planningFiguresOf(ofWeek), shifts: ofWeek };
  });
}

/**
 * Orders planning rows: by area name, or the worst-filled first (areas with no shifts, having no rate,
 * last), then by name.
 */
export function comparePlanningRows(sort: PlanningSort) {
  return (
    a: { areaName: string; totals: PlanningFigures },
    b: { areaName: string; totals: PlanningFigures },
  ): number => {
    const byName = a.areaName.localeCompare(b.areaName, 'fi');
    if (sort === 'name') {
      return byName;
    }
    const rateA = a.totals.fillRate;
    const rateB = b.totals.fillRate;
    if (rateA === rateB) {
      return byName;
    }
    if (rateA === null) {
      return 1;
    }
    if (rateB === null) {
      return -1;
    }
    return rateA - rateB;
  };
}
