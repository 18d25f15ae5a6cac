import type { StaffRole } from '../access/roles';
import { isNonEmpty } from '../shared/validators';
import { appBlockRoles, type WorkerBlockScope } from './worker-blocks';

/** What the rules need of a block: its scope, where it applies, and whether it was lifted. */
export type BlockCoverage = {
  scope: WorkerBlockScope;
  accountId: string | null;
  areaIds: readonly string[];
  liftedAt: Date | string | null;
};

/** Where a worker would work: an account and, when known, one of its areas. */
export type WorkPlace = { accountId: string; areaId?: string | null };

/** A block is active until it is lifted. */
export function isBlockActive(block: Pick<BlockCoverage, 'liftedAt'>): boolean {
  return block.liftedAt === null;
}

/**
 * Whether one active block covers the place: a whole-app block covers every account, an account block
 * every area of its account, an areas block only its areas (so not an account-level place without area).
 */
export function blockCovers(block: BlockCoverage, place: WorkPlace): boolean {
  if (!isBlockActive(block)) {
    return false;
  }
  switch (block.scope) {
    case 'app':
      return true;
    case 'account':
      return block.accountId === place.accountId;
    case 'areas':
      return (
        block.accountId === place.accountId &&
        typeof place.areaId === 'string' &&
        block.areaIds.includes(place.areaId)
      );
  }
}

/** Whether any active block keeps the worker from the account (and the area, when given). */
export function isWorkerBlockedIn(blocks: readonly BlockCoverage[], place: WorkPlace): boolean {
  return blocks.some((block) => blockCovers(block, place));
}

/** Code of the assignment warning; its text is the translation `errors.WORKER_BLOCKED`. */
export const workerBlockedWarningCode = 'WORKER_BLOCKED' as const;

/** The warning shown when assigning a blocked worker (spec section 5: "worker blocked in this area or account"). */
export type WorkerBlockWarning<TBlock extends BlockCoverage = BlockCoverage> = {
  code: typeof workerBlockedWarningCode;
  scope: WorkerBlockScope;
  block: TBlock;
};

/**
 * The warnings for assigning a worker to a shift at `place`: one per active block that covers it, whole-app
 * blocks first, then account, then areas. Empty when the worker may be assigned without a warning.
 */
export function blockWarningsFor<TBlock extends BlockCoverage>(
  blocks: readonly TBlock[],
  place: WorkPlace,
): WorkerBlockWarning<TBlock>[] {
  const order: Record<WorkerBlockScope, number> = { app: 0, account: 1, areas: 2 };
  return blocks
    .filter((block) => blockCovers(block, place))
    .sort((first, second) => order[first.scope] - order[second.scope])
    .map((block) => ({ code: workerBlockedWarningCode, scope: block.scope, block }));
}

/** Whether a role may create (or lift) a block of this scope. */
export function canManageBlockScope(role: StaffRole, scope: WorkerBlockScope): boolean {
  return scope !== 'app' || appBlockRoles.includes(role);
}

export type CreateWorkerBlockProblem = 'BLOCK_REASON_REQUIRED' | 'BLOCK_AREAS_REQUIRED';

/**
 * What keeps a new block from being made, per field: a reason is always required (spec section 5), and
 * the selected-areas scope needs at least one area. Empty when the block can be made.
 */
export function createWorkerBlockProblems(input: {
  scope: WorkerBlockScope;
  areaIds: readonly string[];
  reason: string | null | undefined;
}): { reason?: 'BLOCK_REASON_REQUIRED'; areaIds?: 'BLOCK_AREAS_REQUIRED' } {
  return {
    ...(isNonEmpty(input.reason) ? {} : { reason: 'BLOCK_REASON_REQUIRED' as const }),
    ...(input.scope === 'areas' && input.areaIds.length === 0
      ? { areaIds: 'BLOCK_AREAS_REQUIRED' as const }
      : {}),
  };
}

/** The first problem of a new block (the reason before the areas), or null when it can be made. */
export function createWorkerBlockProblem(
  input: Parameters<typeof createWorkerBlockProblems>[0],
): CreateWorkerBlockProblem | null {
  const problems = createWorkerBlockProblems(input);
  return problems.reason ?? problems.areaIds ?? null;
}
