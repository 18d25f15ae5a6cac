import type { GigLabel, GigStatus } from './gig';

type Labelled = {
  status: GigStatus;
  availableShifts: number;
  endDate: Date | string | null;
};

/**
 * The list label of a gig (spec section 4). A customer's order awaits approval as a suggestion or was
 * declined; a draft is a draft; a published gig whose last shift has ended is expired, one with shifts
 * still free is open, and one with every shift filled is published. Deleted gigs are never listed: null.
 */
export function gigLabelOf(gig: Labelled, now: Date): GigLabel | null {
  switch (gig.status) {
    case 'deleted':
      return null;
    case 'suggestion':
    case 'declined':
    case 'draft':
      return gig.status;
    case 'published':
      if (gig.endDate !== null && new Date(gig.endDate).getTime() <= now.getTime()) {
        return 'expired';
      }
      return gig.availableShifts > 0 ? 'open' : 'published';
  }
}
