import { and, asc, desc, eq, ilike, inArray, isNull, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { poolAreas, poolMembers, pools } from '../../db/schema/pools.schema';
import { users } from '../../db/schema/users.schema';

export type PoolRow = typeof pools.$inferSelect;
export type PoolListRow = Pick<PoolRow, 'id' | 'name' | 'isDefault'> & {
  memberCount: number;
  areaCount: number;
};
export type PoolMemberRow = {
  id: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  city: string | null;
  confirmed: boolean;
};
export type PoolAreaRow = { id: string; name: string; city: string | null };

const isLiveArea = and(isNull(areas.deletedAt), ne(areas.status, 'deleted'));
const isLiveWorker = and(eq(users.role, 'worker'), ne(users.status, 'deleted'));

/** A LIKE pattern matching values that start with `text` typed by a user (its % _ \ taken literally). */
function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Serialises changes of one account's pools until the transaction ends. Two saves that both make a pool
 * the default then run one after the other, each unsetting the default the other set, so the unique
 * index `pools_one_default_per_account` never sees two defaults.
 */
export async function lockAccountPools(executor: Executor, accountId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pools:${accountId}`}, 0))`);
}

export async function findDefaultPoolId(executor: Executor, accountId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.accountId, accountId), eq(pools.isDefault, true)));
  return row?.id ?? null;
}

/** The account's pools, default first then by name, with counts of live members and areas. */
export async function listPools(
  executor: Executor,
  filter: { accountId: string; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: PoolListRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(pools.accountId, filter.accountId),
    filter.search ? ilike(pools.name, contains(filter.search)) : undefined,
  );
  const rows = await executor
    .select({
      id: pools.id,
      name: pools.name,
      isDefault: pools.isDefault,
      // Written out in full: drizzle leaves column names unqualified in a single-table select.
      memberCount: sql<number>`(
        select count(*)::int from pool_members pm join users u on u.id = pm.user_id
        where pm.pool_id = "pools"."id" and u.status <> 'deleted'
      )`,
      areaCount: sql<number>`(
        select count(*)::int from pool_areas pa join areas a on a.id = pa.area_id
        where pa.pool_id = "pools"."id" and a.deleted_at is null and a.status <> 'deleted'
      )`,
    })
    .from(pools)
    .where(where)
    .orderBy(desc(pools.isDefault), asc(sql`lower(${pools.name})`), asc(pools.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: sql<number>`count(*)::int` }).from(pools).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** A pool of the account, or null (also for a pool of another account). */
export async function findPool(
  executor: Executor,
  accountId: string,
  poolId: string,
): Promise<PoolRow | null> {
  const [row] = await executor
    .select()
    .from(pools)
    .where(and(eq(pools.id, poolId), eq(pools.accountId, accountId)));
  return row ?? null;
}

/** The live workers in a pool, by last and first name. */
export async function findPoolMembers(executor: Executor, poolId: string): Promise<PoolMemberRow[]> {
  return executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: users.profession,
      city: users.addressCity,
      confirmed: users.confirmed,
    })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .where(and(eq(poolMembers.poolId, poolId), ne(users.status, 'deleted')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The live areas a pool serves, by name. */
export async function findPoolAreas(executor: Executor, poolId: string): Promise<PoolAreaRow[]> {
  return executor
    .select({ id: areas.id, name: areas.name, city: areas.city })
    .from(poolAreas)
    .innerJoin(areas, eq(areas.id, poolAreas.areaId))
    .where(and(eq(poolAreas.poolId, poolId), isLiveArea))
    .orderBy(asc(areas.name), asc(areas.id));
}

/** Every live area of the account, by name (what a pool can serve). */
export async function findAccountAreas(executor: Executor, accountId: string): Promise<PoolAreaRow[]> {
  return executor
    .select({ id: areas.id, name: areas.name, city: areas.city })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), isLiveArea))
    .orderBy(asc(areas.name), asc(areas.id));
}

/** Which of `areaIds` are live areas of the account. */
export async function findAccountAreaIds(
  executor: Executor,
  accountId: string,
  areaIds: readonly string[],
): Promise<string[]> {
  if (areaIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), inArray(areas.id, [...areaIds]), isLiveArea));
  return rows.map((row) => row.id);
}

/** Which of `userIds` are live workers of the account. */
export async function findAccountWorkerIds(
  executor: Executor,
  accountId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, [...userIds]), isLiveWorker));
  return rows.map((row) => row.id);
}

export async function findPoolMemberIds(executor: Executor, poolId: string): Promise<string[]> {
  const rows = await executor
    .select({ userId: poolMembers.userId })
    .from(poolMembers)
    .where(eq(poolMembers.poolId, poolId));
  return rows.map((row) => row.userId);
}

export async function insertPool(
  executor: Executor,
  values: { accountId: string; name: string; isDefault: boolean; at: Date },
): Promise<PoolRow> {
  const [row] = await executor
    .insert(pools)
    .values({
      accountId: values.accountId,
      name: values.name,
      isDefault: values.isDefault,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) {
    throw new Error('pool insert returned no row');
  }
  return row;
}

export async function updatePool(
  executor: Executor,
  poolId: string,
  values: { name: string; isDefault: boolean; at: Date },
): Promise<void> {
  await executor
    .update(pools)
    .set({ name: values.name, isDefault: values.isDefault, updatedAt: values.at })
    .where(eq(pools.id, poolId));
}

/** Takes the default flag from a pool; runs before another pool gets it, in the same transaction. */
export async function unsetDefaultPool(executor: Executor, poolId: string, at: Date): Promise<void> {
  await executor.update(pools).set({ isDefault: false, updatedAt: at }).where(eq(pools.id, poolId));
}

export async function findPoolAreaIds(executor: Executor, poolId: string): Promise<string[]> {
  const rows = await executor
    .select({ areaId: poolAreas.areaId })
    .from(poolAreas)
    .where(eq(poolAreas.poolId, poolId));
  return rows.map((row) => row.areaId);
}

/** Makes `areaIds` the areas the pool serves. */
export async function replacePoolAreas(
  executor: Executor,
  poolId: string,
  areaIds: readonly string[],
): Promise<void> {
  await executor.delete(poolAreas).where(eq(poolAreas.poolId, poolId));
  if (areaIds.length > 0) {
    await executor.insert(poolAreas).values(areaIds.map((areaId) => ({ poolId, areaId })));
  }
}

export async function insertPoolMembers(
  executor: Executor,
  poolId: string,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) {
    return;
  }
  await executor
    .insert(poolMembers)
    .values(userIds.map((userId) => ({ poolId, userId, createdAt: at })))
    .onConflictDoNothing();
}

/** Removes one membership; false when the worker was not in the pool. */
export async function deletePoolMember(executor: Executor, poolId: string, userId: string): Promise<boolean> {
  const rows = await executor
    .delete(poolMembers)
    .where(and(eq(poolMembers.poolId, poolId), eq(poolMembers.userId, userId)))
    .returning({ userId: poolMembers.userId });
  return rows.length > 0;
}

/**
 * Deletes a pool: its memberships and served areas go with it (cascade), the workers and areas stay.
 * The caller first clears the areas that named it as their ring (areas.api.ts: the areas are theirs).
 */
export async function deletePool(executor: Executor, accountId: string, poolId: string): Promise<void> {
  await executor.delete(pools).where(and(eq(pools.id, poolId), eq(pools.accountId, accountId)));
}

/**
 * Accepted workers of the account not in the pool whose first name, last name or full name starts with
 * `query` (any case), by last and first name.
 */
export async function findPoolCandidates(
  executor: Executor,
  filter: { accountId: string; poolId: string; query: string; limit: number },
): Promise<PoolMemberRow[]> {
  const pattern = startsWith(filter.query);
  return executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: users.profession,
      city: users.addressCity,
      confirmed: users.confirmed,
    })
    .from(users)
    .where(
      and(
        eq(users.accountId, filter.accountId),
        eq(users.role, 'worker'),
        eq(users.status, 'accepted'),
        or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(poolMembers)
            .where(and(eq(poolMembers.poolId, filter.poolId), eq(poolMembers.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(filter.limit);
}
