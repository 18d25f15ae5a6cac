import type { Actor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { type GigsServiceDependencies, loadGigDetail, readScopeOf } from './gig-use-case';

export type GetGigOptions = { actor: Actor; accountId: string; gigId: string };

/** One gig with its shifts, if the caller may read its area. */
export function getGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, gigId }: GetGigOptions,
): Promise<GigDetail> {
  return loadGigDetail(db, readScopeOf(actor, accountId), gigId, clock.now());
}
