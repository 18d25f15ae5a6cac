import type { ParsedWorkerListQuery } from '@portal/domain/workers';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { poolMembers, pools } from '../../db/schema/pools.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';
import { workerSearchCondition } from './worker-list-search';

export type WorkerRow = typeof users.$inferSelect;
export type WorkerValues = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'mobile'
  | 'birthday'
  | 'profession'
  | 'employmentType'
  | 'status'
  | 'confirmed'
  | 'love'
  | 'residency'
  | 'locale'
  | 'addressCity'
  | 'addressRegion'
  | 'applicationSeeking'
  | 'applicationStart'
  | 'applicationEnd'
>;
export type PoolRow = { id: string; name: string; isDefault: boolean };

/** Workers of one account that are not soft-deleted; every worker query starts from this. */
function workerOfAccount(accountId: string): SQL {
  return and(eq(users.accountId, accountId), eq(users.role, 'worker'), ne(users.status, 'deleted')) as SQL;
}

const shiftStateConditions = {
  booked: sql`${shifts.status} = 'booked'`,
  confirmed: sql`${shifts.status} = 'confirmed'`,
  'booked-and-reserved': sql`${shifts.status} = 'booked' and ${shifts.reserved}`,
  expired: sql`${shifts.status} = 'expired'`,
} as const satisfies Record<NonNullable<ParsedWorkerListQuery['shifts']>, SQL>;

export type WorkerListFilter = Omit<ParsedWorkerListQuery, 'overFifty' | 'page' | 'perPage'> & {
  accountId: string;
  /** Born before this YYYY-MM-DD (the age filter), or no age filter. */
  bornBefore: string | null;
  limit: number;
  offset: number;
};

function listConditions(filter: WorkerListFilter): SQL {
  const conditions: (SQL | undefined)[] = [workerOfAccount(filter.accountId)];
  if (filter.search) {
    conditions.push(workerSearchCondition(filter.search));
  }
  if (filter.status) {
    conditions.push(eq(users.status, filter.status));
  }
  if (filter.profession) {
    conditions.push(eq(users.profession, filter.profession));
  }
  if (filter.poolId) {
    conditions.push(
      sql`exists (select 1 from ${poolMembers} join ${pools} on ${pools.id} = ${poolMembers.poolId}
        where ${poolMembers.userId} = ${users.id} and ${poolMembers.poolId} = ${filter.poolId}
        and ${pools.accountId} = ${filter.accountId})`,
    );
  }
  if (filter.city) {
    conditions.push(sql`lower(${users.addressCity}) = lower(${filter.city})`);
  }
  if (filter.region) {
    conditions.push(eq(users.addressRegion, filter.region));
  }
  if (filter.bornBefore) {
    conditions.push(sql`${users.birthday} < ${filter.bornBefore}`);
  }
  if (filter.shifts) {
    // The worker's shift: assigned to it, or one it asked for (reservations), in this account.
    conditions.push(
      sql`exists (select 1 from ${shifts} where ${shifts.accountId} = ${filter.accountId}
        and (${shifts.assignedTo} = ${users.id} or ${users.id} = any(${shifts.reservations}))
        and ${shiftStateConditions[filter.shifts]})`,
    );
  }
  return and(...conditions) as SQL;
}

/** One page of the personnel list and the number of workers matching the filters. */
export async function findWorkers(
  executor: Executor,
  filter: WorkerListFilter,
): Promise<{ rows: WorkerRow[]; total: number }> {
  const where = listConditions(filter);
  const name = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const order = filter.sort === 'name-desc' ? [desc(name), desc(users.id)] : [asc(name), asc(users.id)];
  const rows = await executor
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: count() }).from(users).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findWorker(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<WorkerRow | null> {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(workerOfAccount(accountId), eq(users.id, workerId)));
  return row ?? null;
}

/** The account's pools each worker belongs to, default pool first. */
export async function findPoolsOfWorkers(
  executor: Executor,
  accountId: string,
  workerIds: string[],
): Promise<Map<string, PoolRow[]>> {
  const byWorker = new Map<string, PoolRow[]>(workerIds.map((id) => [id, []]));
  if (workerIds.length === 0) {
    return byWorker;
  }
  const rows = await executor
    .select({ userId: poolMembers.userId, id: pools.id, name: pools.name, isDefault: pools.isDefault })
    .from(poolMembers)
    .innerJoin(pools, eq(pools.id, poolMembers.poolId))
    .where(and(eq(pools.accountId, accountId), inArray(poolMembers.userId, workerIds)))
    .orderBy(desc(pools.isDefault), asc(sql`lower(${pools.name})`), asc(pools.id));
  for (const { userId, ...pool } of rows) {
    byWorker.get(userId)?.push(pool);
  }
  return byWorker;
}

export async function findAccountPools(executor: Executor, accountId: string): Promise<PoolRow[]> {
  return executor
    .select({ id: pools.id, name: pools.name, isDefault: pools.isDefault })
    .from(pools)
    .where(eq(pools.accountId, accountId))
    .orderBy(desc(pools.isDefault), asc(sql`lower(${pools.name})`), asc(pools.id));
}

/** Cities on the addresses of the account's workers, for the city filter. */
export async function findWorkerCities(executor: Executor, accountId: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ city: users.addressCity })
    .from(users)
    .where(
      and(workerOfAccount(accountId), sql`${users.addressCity} is not null and ${users.addressCity} <> ''`),
    )
    .orderBy(asc(users.addressCity));
  return rows.flatMap((row) => (row.city ? [row.city] : []));
}

/** Whether any user (staff or worker, any account) has this address, in any case; `exceptUserId` is left out. */
export async function isEmailTaken(
  executor: Executor,
  email: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findAccount(
  executor: Executor,
  accountId: string,
): Promise<{ id: string; name: string; organizationId: string } | null> {
  const [row] = await executor
    .select({ id: accounts.id, name: accounts.name, organizationId: accounts.organizationId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Which of `poolIds` are pools of the account. */
export async function findAccountPoolIds(
  executor: Executor,
  accountId: string,
  poolIds: string[],
): Promise<string[]> {
  if (poolIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.accountId, accountId), inArray(pools.id, poolIds)));
  return rows.map((row) => row.id);
}

export async function insertWorker(
  executor: Executor,
  values: WorkerValues & { accountId: string; organizationId: string; createdAt: Date },
): Promise<WorkerRow> {
  const [row] = await executor
    .insert(users)
    .values({ ...values, role: 'worker', updatedAt: values.createdAt })
    .returning();
  if (!row) {
    throw new Error('worker insert returned no row');
  }
  return row;
}

export async function updateWorker(
  executor: Executor,
  accountId: string,
  workerId: string,
  values: WorkerValues & { updatedAt: Date },
): Promise<WorkerRow | null> {
  const [row] = await executor
    .update(users)
    .set(values)
    .where(and(workerOfAccount(accountId), eq(users.id, workerId)))
    .returning();
  return row ?? null;
}

export async function markWelcomeSent(executor: Executor, workerId: string, at: Date): Promise<WorkerRow> {
  const [row] = await executor
    .update(users)
    .set({ welcomeSentAt: at })
    .where(eq(users.id, workerId))
    .returning();
  if (!row) {
    throw new Error('welcome mark returned no row');
  }
  return row;
}

/** Spec section 7: the worker's booked upcoming shifts (booked or confirmed, end in the future) by end. */
export async function findUpcomingShifts(
  executor: Executor,
  filter: { accountId: string; workerId: string; now: Date; limit: number },
) {
  return executor
    .select({
      id: shifts.id,
      title: shifts.title,
      status: shifts.status,
      areaId: shifts.areaId,
      areaName: areas.name,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
    })
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .where(
      and(
        eq(shifts.accountId, filter.accountId),
        eq(shifts.assignedTo, filter.workerId),
        inArray(shifts.status, ['booked', 'confirmed']),
        sql`${shifts.endsAt} > ${filter.now}`,
      ),
    )
    .orderBy(asc(shifts.endsAt), asc(shifts.id))
    .limit(filter.limit);
}

/** Areas of the account where the worker has confirmed shifts, with how many. */
export async function findConfirmedAreas(executor: Executor, accountId: string, workerId: string) {
  return executor
    .select({
      id: areas.id,
      name: areas.name,
      city: areas.city,
      confirmedShifts: sql<number>`count(*)::int`,
    })
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .where(
      and(
        eq(shifts.accountId, accountId),
        eq(shifts.assignedTo, workerId),
        eq(shifts.status, 'confirmed'),
        isNull(areas.deletedAt),
      ),
    )
    .groupBy(areas.id, areas.name, areas.city)
    .orderBy(asc(sql`lower(${areas.name})`), asc(areas.id));
}
