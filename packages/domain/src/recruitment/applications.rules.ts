import { isLongTermSeeking } from './registration';

/** The list's seeking-term filter (spec §9's 20-day tolerance decides which is which). */
export const seekingTerms = ['long-term', 'short-term'] as const;
export type SeekingTerm = (typeof seekingTerms)[number];

/** Which term an applicant's period is; null when no start was given (neither). */
export function seekingTermOf(start: string | null, end: string | null): SeekingTerm | null {
  if (start === null) {
    return null;
  }
  return isLongTermSeeking(start, end) ? 'long-term' : 'short-term';
}

/**
 * Whether the applicant seeks work during the asked period: its period (an open end runs on) overlaps
 * [from, to]; either bound of the asked period may be open. An applicant without a start never matches
 * a period filter: it did not say when. The server's SQL filter mirrors this (tested against it).
 */
export function seekingOverlaps(
  applicant: { start: string | null; end: string | null },
  period: { from: string | null; to: string | null },
): boolean {
  if (applicant.start === null) {
    return false;
  }
  const startsInTime = period.to === null || applicant.start <= period.to;
  const lastsLongEnough = period.from === null || applicant.end === null || applicant.end >= period.from;
  return startsInTime && lastsLongEnough;
}
