import type { ShiftStatus, ShiftUpdateEntry } from '../shifts/shift';
import { historyEntry, type Processer, withHistory } from '../shifts/shift-history.rules';
import { singleShiftTitlePrefix } from './gig';

/** What the gig rules read of a shift. */
export type GigShift = {
  id: string;
  status: ShiftStatus;
  isDraft: boolean;
  startsAt: Date;
  endsAt: Date;
  assignedTo: string | null;
  reserved: boolean;
  updates: readonly ShiftUpdateEntry[];
};

/** A shift still waiting for a worker counts as available. */
function isAvailable(shift: Pick<GigShift, 'status'>): boolean {
  return shift.status === 'open' || shift.status === 'draft';
}

/** The figures a gig keeps about its shifts. */
export type GigFigures = {
  availableShifts: number;
  totalShifts: number;
  startDate: Date | null;
  endDate: Date | null;
  /** When the order stops being bookable: its first shift's start. */
  expDate: Date | null;
};

/** Counts and dates of a gig from its shifts, ignoring deleted ones. available <= total always holds. */
export function gigFiguresOf(
  shifts: readonly Pick<GigShift, 'status' | 'startsAt' | 'endsAt'>[],
): GigFigures {
  const live = shifts.filter((shift) => shift.status !== 'deleted');
  if (live.length === 0) {
    return { availableShifts: 0, totalShifts: 0, startDate: null, endDate: null, expDate: null };
  }
  const start = Math.min(...live.map((shift) => shift.startsAt.getTime()));
  const end = Math.max(...live.map((shift) => shift.endsAt.getTime()));
  return {
    availableShifts: live.filter(isAvailable).length,
    totalShifts: live.length,
    startDate: new Date(start),
    endDate: new Date(end),
    expDate: new Date(start),
  };
}

/** A title without the single-shift prefix. */
export function baseGigTitle(title: string): string {
  return title.startsWith(singleShiftTitlePrefix) ? title.slice(singleShiftTitlePrefix.length) : title;
}

/** A gig of exactly one shift is titled '1 vuoro: {title}' (spec, splitting); others keep the base title. */
export function gigTitleFor(title: string, totalShifts: number): string {
  const base = baseGigTitle(title);
  return totalShifts === 1 ? `${singleShiftTitlePrefix}${base}` : base;
}

/**
 * Spec section 4, "Publishing a gig": all its draft shifts become open (isDraft false), nothing else
 * changes. Returns the shifts that changed, with their new state.
 */
export function publishGigShifts<T extends GigShift>(
  shifts: readonly T[],
  at: Date,
  processer: Processer,
): T[] {
  return shifts
    .filter((shift) => shift.status === 'draft')
    .map((shift) => ({
      ...shift,
      status: 'open' as const,
      isDraft: false,
      updates: withHistory(shift.updates, historyEntry('published', at, processer)),
    }));
}

export type SplitResult<T extends GigShift> = {
  /** The new published gig of the one shift. */
  newGig: GigFigures & { title: string };
  /** The shift, unassigned and open, to be linked to the new gig. */
  shift: T;
  /** The old gig's recomputed figures and title. */
  oldGig: GigFigures & { title: string };
};

/**
 * Spec section 4, "Splitting a shift out of a gig": a new published gig titled '1 vuoro: {title}', the
 * shift unassigned and open in it, the old gig's counts, dates and title recomputed. Returns null when
 * the shift is not a live shift of the gig, or is its only one (nothing would be split from).
 */
export function splitShiftOut<T extends GigShift>(input: {
  gigTitle: string;
  shifts: readonly T[];
  shiftId: string;
  at: Date;
  processer: Processer;
}): SplitResult<T> | null {
  const live = input.shifts.filter((shift) => shift.status !== 'deleted');
  const shift = live.find((candidate) => candidate.id === input.shiftId);
  if (!shift || live.length < 2) {
    return null;
  }
  const moved: T = {
    ...shift,
    status: 'open',
    isDraft: false,
    assignedTo: null,
    reserved: false,
    updates: withHistory(
      shift.updates,
      historyEntry('split', input.at, input.processer, { kind: 'text', text: input.gigTitle }),
    ),
  };
  const remaining = live.filter((candidate) => candidate.id !== input.shiftId);
  const oldFigures = gigFiguresOf(remaining);
  return {
    newGig: { ...gigFiguresOf([moved]), title: gigTitleFor(input.gigTitle, 1) },
    shift: moved,
    oldGig: { ...oldFigures, title: gigTitleFor(input.gigTitle, oldFigures.totalShifts) },
  };
}
