import { likePatternOf } from '@portal/domain/areas';
import { and, asc, count, eq, getTableColumns, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { customerContracts } from '../../db/schema/billing.schema';
import { pools } from '../../db/schema/pools.schema';
import { shifts } from '../../db/schema/shifts.schema';

export type AreaRow = typeof areas.$inferSelect & { poolName: string | null; contractName: string | null };
export type AreaValues = Omit<
  typeof areas.$inferInsert,
  'id' | 'accountId' | 'status' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

/** Which areas of the account a caller may read: all, or (customers) only some. */
export type AreaScope = { accountId: string; areaIds: readonly string[] | null };

const areaColumns = { ...getTableColumns(areas), poolName: pools.name, contractName: customerContracts.name };

function scopeWhere(scope: AreaScope): SQL {
  const conditions = [eq(areas.accountId, scope.accountId), ne(areas.status, 'deleted')];
  if (scope.areaIds) {
    // An empty list matches nothing, which is right: no area may be read.
    conditions.push(scope.areaIds.length > 0 ? inArray(areas.id, [...scope.areaIds]) : sql`false`);
  }
  return and(...conditions) as SQL;
}

function selectAreas(executor: Executor) {
  return executor
    .select(areaColumns)
    .from(areas)
    .leftJoin(pools, and(eq(pools.id, areas.poolId), eq(pools.accountId, areas.accountId)))
    .leftJoin(customerContracts, eq(customerContracts.id, areas.contractId));
}

/** A page of the account's areas; with a search, names containing it (any case), prefix matches first. */
export async function listAreas(
  executor: Executor,
  filter: AreaScope & { search: string | null; limit: number; offset: number },
): Promise<{ rows: AreaRow[]; total: number }> {
  const where = filter.search
    ? (and(scopeWhere(filter), ilike(areas.name, likePatternOf(filter.search, 'contains'))) as SQL)
    : scopeWhere(filter);
  const byName = [sql`lower(${areas.name})`, asc(areas.id)];
  const order = filter.search
    ? [
        sql`case when ${areas.name} ilike ${likePatternOf(filter.search, 'prefix')} then 0 else 1 end`,
        ...byName,
      ]
    : byName;
  const rows = await selectAreas(executor)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: count() }).from(areas).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Up to `limit` areas with a word of the name starting with the prefix (any case): names that start with it
 * first, then by name.
 */
export async function suggestAreas(
  executor: Executor,
  filter: AreaScope & { prefix: string; limit: number },
): Promise<{ id: string; name: string; city: string | null }[]> {
  const startsWith = likePatternOf(filter.prefix, 'prefix');
  return executor
    .select({ id: areas.id, name: areas.name, city: areas.city })
    .from(areas)
    .where(
      and(
        scopeWhere(filter),
        or(ilike(areas.name, startsWith), ilike(areas.name, likePatternOf(filter.prefix, 'later-word'))),
      ),
    )
    .orderBy(
      sql`case when ${areas.name} ilike ${startsWith} then 0 else 1 end`,
      sql`lower(${areas.name})`,
      asc(areas.id),
    )
    .limit(filter.limit);
}

/** One undeleted area of the account; `forUpdate` locks it for the rest of the transaction. */
export async function findArea(
  executor: Executor,
  scope: AreaScope,
  areaId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AreaRow | null> {
  const query = selectAreas(executor).where(and(scopeWhere(scope), eq(areas.id, areaId)));
  const [row] = options.forUpdate ? await query.for('update', { of: areas }) : await query;
  return row ?? null;
}

export async function insertArea(
  executor: Executor,
  accountId: string,
  values: AreaValues,
  at: Date,
): Promise<string> {
  const [row] = await executor
    .insert(areas)
    .values({ ...values, accountId, createdAt: at, updatedAt: at })
    .returning({ id: areas.id });
  if (!row) {
    throw new Error('area insert returned no row');
  }
  return row.id;
}

export async function updateArea(
  executor: Executor,
  accountId: string,
  areaId: string,
  values: AreaValues,
  at: Date,
): Promise<void> {
  await executor
    .update(areas)
    .set({ ...values, updatedAt: at })
    .where(and(eq(areas.accountId, accountId), eq(areas.id, areaId)));
}

/** Soft delete (spec: status deleted, time stamped). */
export async function markAreaDeleted(
  executor: Executor,
  accountId: string,
  areaId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(areas)
    .set({ status: 'deleted', deletedAt: at, updatedAt: at })
    .where(and(eq(areas.accountId, accountId), eq(areas.id, areaId)));
}

/** Whether the account's area is soft-deleted (locked for the rest of the transaction, to restore it). */
export async function lockDeletedArea(
  executor: Executor,
  accountId: string,
  areaId: string,
): Promise<boolean> {
  const rows = await executor
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), eq(areas.id, areaId), eq(areas.status, 'deleted')))
    .for('update');
  return rows.length > 0;
}

/** Undoes `markAreaDeleted`: every other column was kept, so the area is as it was. */
export async function markAreaRestored(
  executor: Executor,
  accountId: string,
  areaId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(areas)
    .set({ status: 'active', deletedAt: null, updatedAt: at })
    .where(and(eq(areas.accountId, accountId), eq(areas.id, areaId)));
}

/** Booked shifts of the area that have not ended yet. */
export async function countUpcomingBookedShifts(
  executor: Executor,
  areaId: string,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(shifts)
    .where(and(eq(shifts.areaId, areaId), eq(shifts.status, 'booked'), gt(shifts.endsAt, now)));
  return row?.total ?? 0;
}

/** The account's pools, default first then by name (the ring choices of the area form). */
export async function listPoolsOfAccount(
  executor: Executor,
  accountId: string,
): Promise<{ id: string; name: string; isDefault: boolean }[]> {
  return executor
    .select({ id: pools.id, name: pools.name, isDefault: pools.isDefault })
    .from(pools)
    .where(eq(pools.accountId, accountId))
    .orderBy(sql`${pools.isDefault} desc`, sql`lower(${pools.name})`, asc(pools.id));
}

export async function isPoolOfAccount(
  executor: Executor,
  accountId: string,
  poolId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.accountId, accountId), eq(pools.id, poolId)));
  return row !== undefined;
}

/** Areas of the account that named the pool as their ring no longer do (the pool is being deleted). */
export async function clearAreasPool(executor: Executor, accountId: string, poolId: string): Promise<void> {
  await executor
    .update(areas)
    .set({ poolId: null })
    .where(and(eq(areas.accountId, accountId), eq(areas.poolId, poolId)));
}
