import { DomainError } from '../shared/errors';

/** What a save does to the account's default flag: the pool's own flag, and which pool loses it first. */
export type DefaultPlan = { isDefault: boolean; unsetPoolId: string | null };

/**
 * A new pool is the default when asked to be, and always when the account has no default yet (its first
 * pool), so an account with pools always has exactly one. Becoming the default takes it from the old one.
 */
export function planDefaultOnCreate(options: {
  wantsDefault: boolean;
  currentDefaultPoolId: string | null;
}): DefaultPlan {
  if (options.currentDefaultPoolId === null) {
    return { isDefault: true, unsetPoolId: null };
  }
  return options.wantsDefault
    ? { isDefault: true, unsetPoolId: options.currentDefaultPoolId }
    : { isDefault: false, unsetPoolId: null };
}

/**
 * Saving an existing pool: making it the default takes the flag from the previous default; the default
 * cannot simply be switched off (another pool must be made the default instead).
 */
export function planDefaultOnUpdate(options: {
  poolId: string;
  wantsDefault: boolean;
  currentDefaultPoolId: string | null;
}): DefaultPlan {
  const isDefaultNow = options.currentDefaultPoolId === options.poolId;
  if (isDefaultNow && !options.wantsDefault) {
    throw new DomainError('POOL_DEFAULT_REQUIRED');
  }
  if (!options.wantsDefault) {
    return { isDefault: false, unsetPoolId: null };
  }
  const unsetPoolId = isDefaultNow ? null : options.currentDefaultPoolId;
  return { isDefault: true, unsetPoolId };
}

/** The default pool stays: removing it would leave the account without one. */
export function assertPoolDeletable(pool: { isDefault: boolean }): void {
  if (pool.isDefault) {
    throw new DomainError('POOL_DEFAULT_NOT_DELETABLE');
  }
}

/** The requested ids that are not among the known ones (each reported once, in request order). */
export function unknownIds(requested: readonly string[], known: Iterable<string>): string[] {
  const knownIds = new Set(known);
  return [...new Set(requested)].filter((id) => !knownIds.has(id));
}

/** Every requested area must be an area of the pool's account. */
export function assertAreasOfAccount(requested: readonly string[], accountAreaIds: Iterable<string>): void {
  const unknown = unknownIds(requested, accountAreaIds);
  if (unknown.length > 0) {
    throw new DomainError('POOL_AREAS_INVALID', { areaIds: unknown });
  }
}

/** Every worker to add must be a worker of the pool's account. */
export function assertWorkersOfAccount(
  requested: readonly string[],
  accountWorkerIds: Iterable<string>,
): void {
  const unknown = unknownIds(requested, accountWorkerIds);
  if (unknown.length > 0) {
    throw new DomainError('POOL_MEMBERS_INVALID', { userIds: unknown });
  }
}

/** The workers a request really adds: each once, leaving out those already in the pool (a worker may be in several pools). */
export function newMemberIds(requested: readonly string[], currentMemberIds: Iterable<string>): string[] {
  return unknownIds(requested, currentMemberIds);
}
