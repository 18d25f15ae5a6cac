import type { Actor } from '@portal/domain/access';
import type {
  AddPoolMembersInput,
  CreatePoolInput,
  ListPoolsQuery,
  PoolCandidates,
  PoolCandidatesQuery,
  PoolDetail,
  PoolOptions,
  PoolPage,
  UpdatePoolInput,
} from '@portal/domain/pools';
import {
  assertAreasOfAccount,
  assertPoolDeletable,
  assertWorkersOfAccount,
  newMemberIds,
  planDefaultOnCreate,
  planDefaultOnUpdate,
} from '@portal/domain/pools';
import { DomainError, userSearchLimit } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { clearAreasPool } from '../areas/areas.api';
import { presentPoolCandidate, presentPoolDetail } from './pools.presenter';
import {
  deletePool,
  deletePoolMember,
  findAccountAreaIds,
  findAccountAreas,
  findAccountWorkerIds,
  findDefaultPoolId,
  findPool,
  findPoolAreaIds,
  findPoolAreas,
  findPoolCandidates,
  findPoolMemberIds,
  findPoolMembers,
  insertPool,
  insertPoolMembers,
  listPools,
  lockAccountPools,
  type PoolRow,
  replacePoolAreas,
  unsetDefaultPool,
  updatePool,
} from './pools.repository';

export type PoolsServiceDependencies = { db: Database; clock: Clock };

async function getPoolRow(executor: Executor, accountId: string, poolId: string): Promise<PoolRow> {
  const pool = await findPool(executor, accountId, poolId);
  if (!pool) {
    throw new DomainError('NOT_FOUND');
  }
  return pool;
}

async function loadPoolDetail(executor: Executor, pool: PoolRow): Promise<PoolDetail> {
  const [members, areas] = await Promise.all([
    findPoolMembers(executor, pool.id),
    findPoolAreas(executor, pool.id),
  ]);
  return presentPoolDetail(pool, members, areas);
}

async function assertAreasOfAccountIn(
  executor: Executor,
  accountId: string,
  areaIds: string[],
): Promise<void> {
  assertAreasOfAccount(areaIds, await findAccountAreaIds(executor, accountId, areaIds));
}

/**
 * Pools ("rings") of workers of an account: exactly one default per account, members, the areas served.
 * The route has already checked scope (404 outside the caller's accounts) and the Pool ability (403);
 * every lookup here is filtered by the account too, so ids of other accounts answer NOT_FOUND.
 */
export function createPoolsService({ db, clock }: PoolsServiceDependencies) {
  /** The default flag moves to `poolId`: the old default loses it first, then the audit and the notice. */
  async function takeDefaultFrom(
    tx: Executor,
    actor: Actor,
    accountId: string,
    previousDefaultPoolId: string,
    at: Date,
  ): Promise<void> {
    await unsetDefaultPool(tx, previousDefaultPoolId, at);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'update',
      subject: 'Pool',
      subjectId: previousDefaultPoolId,
      changes: { before: { isDefault: true }, after: { isDefault: false } },
    });
    await publishChange(tx, { accountId, subject: 'Pool', id: previousDefaultPoolId, action: 'updated' });
  }

  return {
    async listPools(accountId: string, query: ListPoolsQuery): Promise<PoolPage> {
      const { rows, total } = await listPools(db, {
        accountId,
        search: query.search || undefined,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return { items: rows, total };
    },

    async getPoolOptions(accountId: string): Promise<PoolOptions> {
      return { areas: await findAccountAreas(db, accountId) };
    },

    async getPool(accountId: string, poolId: string): Promise<PoolDetail> {
      return loadPoolDetail(db, await getPoolRow(db, accountId, poolId));
    },

    /** A new pool; the account's first pool, or one asked to be, is the default. */
    async createPool(actor: Actor, accountId: string, input: CreatePoolInput): Promise<PoolDetail> {
      return db.transaction(async (tx) => {
        await lockAccountPools(tx, accountId);
        await assertAreasOfAccountIn(tx, accountId, input.areaIds);
        const at = clock.now();
        const plan = planDefaultOnCreate({
          wantsDefault: input.isDefault,
          currentDefaultPoolId: await findDefaultPoolId(tx, accountId),
        });
        if (plan.unsetPoolId) {
          await takeDefaultFrom(tx, actor, accountId, plan.unsetPoolId, at);
        }
        const pool = await insertPool(tx, { accountId, name: input.name, isDefault: plan.isDefault, at });
        await replacePoolAreas(tx, pool.id, input.areaIds);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'Pool',
          subjectId: pool.id,
          changes: { after: { name: pool.name, isDefault: pool.isDefault, areaIds: input.areaIds } },
        });
        await publishChange(tx, { accountId, subject: 'Pool', id: pool.id, action: 'created' });
        return loadPoolDetail(tx, pool);
      });
    },

    /** Name, default flag and areas served; making it the default takes the flag from the previous one. */
    async updatePool(
      actor: Actor,
      accountId: string,
      poolId: string,
      input: UpdatePoolInput,
    ): Promise<PoolDetail> {
      return db.transaction(async (tx) => {
        await lockAccountPools(tx, accountId);
        const before = await getPoolRow(tx, accountId, poolId);
        await assertAreasOfAccountIn(tx, accountId, input.areaIds);
        const at = clock.now();
        const plan = planDefaultOnUpdate({
          poolId,
          wantsDefault: input.isDefault,
          currentDefaultPoolId: await findDefaultPoolId(tx, accountId),
        });
        if (plan.unsetPoolId) {
          await takeDefaultFrom(tx, actor, accountId, plan.unsetPoolId, at);
        }
        const areaIdsBefore = await findPoolAreaIds(tx, poolId);
        await updatePool(tx, poolId, { name: input.name, isDefault: plan.isDefault, at });
        await replacePoolAreas(tx, poolId, input.areaIds);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'Pool',
          subjectId: poolId,
          changes: {
            before: { name: before.name, isDefault: before.isDefault, areaIds: areaIdsBefore },
            after: { name: input.name, isDefault: plan.isDefault, areaIds: input.areaIds },
          },
        });
        await publishChange(tx, { accountId, subject: 'Pool', id: poolId, action: 'updated' });
        return loadPoolDetail(tx, await getPoolRow(tx, accountId, poolId));
      });
    },

    /** Deletes a pool that is not the default; memberships go, workers stay. */
    async deletePool(actor: Actor, accountId: string, poolId: string): Promise<{ deleted: true }> {
      return db.transaction(async (tx) => {
        await lockAccountPools(tx, accountId);
        const pool = await getPoolRow(tx, accountId, poolId);
        assertPoolDeletable(pool);
        const memberIds = await findPoolMemberIds(tx, poolId);
        const areaIds = await findPoolAreaIds(tx, poolId);
        await clearAreasPool(tx, accountId, poolId);
        await deletePool(tx, accountId, poolId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Pool',
          subjectId: poolId,
          changes: { before: { name: pool.name, isDefault: pool.isDefault, areaIds, memberIds } },
        });
        await publishChange(tx, { accountId, subject: 'Pool', id: poolId, action: 'deleted' });
        return { deleted: true } as const;
      });
    },

    /** Adds workers of the account; those already in the pool stay as they are. */
    async addMembers(
      actor: Actor,
      accountId: string,
      poolId: string,
      input: AddPoolMembersInput,
    ): Promise<PoolDetail> {
      return db.transaction(async (tx) => {
        const pool = await getPoolRow(tx, accountId, poolId);
        assertWorkersOfAccount(input.userIds, await findAccountWorkerIds(tx, accountId, input.userIds));
        const added = newMemberIds(input.userIds, await findPoolMemberIds(tx, poolId));
        if (added.length > 0) {
          await insertPoolMembers(tx, poolId, added, clock.now());
          await recordAudit(tx, {
            actorId: actor.userId,
            accountId,
            action: 'update',
            subject: 'Pool',
            subjectId: poolId,
            changes: { membersAdded: added },
          });
          await publishChange(tx, { accountId, subject: 'Pool', id: poolId, action: 'updated' });
          for (const userId of added) {
            await publishChange(tx, { accountId, subject: 'Worker', id: userId, action: 'updated' });
          }
        }
        return loadPoolDetail(tx, pool);
      });
    },

    /** Takes a worker out of the pool; the worker and their other pools stay. */
    async removeMember(actor: Actor, accountId: string, poolId: string, userId: string): Promise<PoolDetail> {
      return db.transaction(async (tx) => {
        const pool = await getPoolRow(tx, accountId, poolId);
        if (!(await deletePoolMember(tx, poolId, userId))) {
          throw new DomainError('NOT_FOUND');
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'Pool',
          subjectId: poolId,
          changes: { membersRemoved: [userId] },
        });
        await publishChange(tx, { accountId, subject: 'Pool', id: poolId, action: 'updated' });
        await publishChange(tx, { accountId, subject: 'Worker', id: userId, action: 'updated' });
        return loadPoolDetail(tx, pool);
      });
    },

    /** Up to six accepted workers of the account, not in the pool, by first- or last-name prefix. */
    async findCandidates(
      accountId: string,
      poolId: string,
      query: PoolCandidatesQuery,
    ): Promise<PoolCandidates> {
      await getPoolRow(db, accountId, poolId);
      const rows = await findPoolCandidates(db, {
        accountId,
        poolId,
        query: query.query,
        limit: userSearchLimit,
      });
      return { items: rows.map(presentPoolCandidate) };
    },
  };
}

export type PoolsService = ReturnType<typeof createPoolsService>;
