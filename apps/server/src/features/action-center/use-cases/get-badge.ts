import type { Actor } from '@portal/domain/access';
import type { ActionCenterBadge } from '@portal/domain/action-center';
import { countOpenUnreservedFuture } from '../action-center.repository';
import { type ActionCenterServiceDependencies, readScopeOf } from './action-center-use-case';

export type GetBadgeOptions = { actor: Actor; accountId: string };

/** The menu badge: the open future shifts nobody has asked for. */
export async function getBadge(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId }: GetBadgeOptions,
): Promise<ActionCenterBadge> {
  return {
    openUnreservedFuture: await countOpenUnreservedFuture(db, readScopeOf(actor, accountId), clock.now()),
  };
}
