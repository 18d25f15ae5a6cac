import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { poolMembers, pools } from '../../db/schema/pools.schema';
import { users } from '../../db/schema/users.schema';

/** A worker as the worker actions need it (messages, the contract PDF). */
export type AccountWorker = {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  mobile: string | null;
  birthday: string | null;
  addressCity: string | null;
  addressRegion: string | null;
  profession: string | null;
  confirmed: boolean;
};

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const workerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  fullName,
  email: users.email,
  mobile: users.mobile,
  birthday: users.birthday,
  addressCity: users.addressCity,
  addressRegion: users.addressRegion,
  profession: users.profession,
  confirmed: users.confirmed,
};

/** The account's worker: its own account, or a member of one of the account's pools. */
function belongsToAccount(accountId: string): SQL {
  const inPool = sql`exists (select 1 from ${poolMembers} join ${pools} on ${pools.id} = ${poolMembers.poolId}
        where ${poolMembers.userId} = ${users.id} and ${pools.accountId} = ${accountId})`;
  return or(eq(users.accountId, accountId), inPool) as SQL;
}

/**
 * A worker of the account (not deleted), or null: workers of other accounts are invisible, so every
 * worker route answers NOT_FOUND for them.
 */
export async function findAccountWorker(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<AccountWorker | null> {
  const [row] = await executor
    .select(workerColumns)
    .from(users)
    .where(
      and(
        eq(users.id, workerId),
        eq(users.role, 'worker'),
        ne(users.status, 'deleted'),
        belongsToAccount(accountId),
      ),
    );
  return row ?? null;
}

/** Whether the area is an active area of the account. */
export async function isAccountArea(executor: Executor, accountId: string, areaId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.accountId, accountId), ne(areas.status, 'deleted')));
  return row !== undefined;
}

/** `value` as a LIKE pattern that matches it literally at the start. */
function prefixPattern(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * An active block keeps the worker out of this search: whole-app blocks, blocks of the account, and (with
 * an area) blocks of selected areas that include it.
 */
function blockedFor(accountId: string, areaId: string | undefined): SQL {
  const areaBlock = areaId
    ? sql` or (${workerBlocks.scope} = 'areas' and ${workerBlocks.accountId} = ${accountId}
            and ${areaId}::uuid = any(${workerBlocks.areaIds}))`
    : sql``;
  return sql`exists (select 1 from ${workerBlocks}
        where ${workerBlocks.workerId} = ${users.id} and ${workerBlocks.liftedAt} is null
          and (${workerBlocks.scope} = 'app'
            or (${workerBlocks.scope} = 'account' and ${workerBlocks.accountId} = ${accountId})${areaBlock}))`;
}

export type WorkerSearchFilter = {
  accountId: string;
  prefix: string;
  areaId?: string;
  scope?: 'shifts' | 'hr';
  limit: number;
};

/**
 * Workers whose first, last or full name starts with the prefix (any case), by name: for shifts the
 * confirmed, accepted workers in the account's pools without the blocked ones; for HR every worker of the
 * account (its own or in its pools) who is not deleted.
 */
export async function searchAccountEmployees(
  executor: Executor,
  filter: WorkerSearchFilter,
): Promise<AccountWorker[]> {
  const pattern = prefixPattern(filter.prefix);
  const inAccountPool = sql`exists (select 1 from ${poolMembers} join ${pools} on ${pools.id} = ${poolMembers.poolId}
        where ${poolMembers.userId} = ${users.id} and ${pools.accountId} = ${filter.accountId})`;
  const nameMatches = or(
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    sql`lower(${fullName}) like ${pattern}`,
  );
  const who =
    filter.scope === 'hr'
      ? and(ne(users.status, 'deleted'), or(eq(users.accountId, filter.accountId), inAccountPool))
      : and(
          eq(users.confirmed, true),
          eq(users.status, 'accepted'),
          inAccountPool,
          sql`not ${blockedFor(filter.accountId, filter.areaId)}`,
        );
  return executor
    .select(workerColumns)
    .from(users)
    .where(and(eq(users.role, 'worker'), nameMatches, who))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(filter.limit);
}
