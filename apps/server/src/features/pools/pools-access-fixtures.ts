import type { Executor } from '../../db/client';
import { poolMembers } from '../../db/schema/pools.schema';
import { buildPool, buildWorker } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its pool requests: in each
// account it calls a default pool, another pool with members, and a worker outside it. Every allowed role
// must get past access, so removals take a new member, and deletions a new pool, each call instead of one
// already removed.

type PoolsAccessFixture = {
  defaultPoolId: string;
  poolId: string;
  memberIds: string[];
  outsiderId: string;
  removals: number;
  deletablePoolIds: string[];
  deletions: number;
};

const fixtures = new Map<string, PoolsAccessFixture>();
const membersPerPool = 12;
const deletablePools = 8;

/** Creates the pools and workers the matrix requests use, once per account. */
export async function preparePoolsAccessFixtures(db: Executor, accountIds: readonly string[]): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const defaultPool = await buildPool(db, { accountId, isDefault: true });
    const pool = await buildPool(db, { accountId });
    const memberIds: string[] = [];
    for (let index = 0; index < membersPerPool; index += 1) {
      const worker = await buildWorker(db, { accountId, firstName: 'Matriisi' });
      await db.insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
      memberIds.push(worker.id);
    }
    const outsider = await buildWorker(db, { accountId, firstName: 'Ulkopuolinen' });
    const deletablePoolIds: string[] = [];
    for (let index = 0; index < deletablePools; index += 1) {
      deletablePoolIds.push((await buildPool(db, { accountId })).id);
    }
    fixtures.set(accountId, {
      defaultPoolId: defaultPool.id,
      poolId: pool.id,
      memberIds,
      outsiderId: outsider.id,
      removals: 0,
      deletablePoolIds,
      deletions: 0,
    });
  }
}

function fixtureOf(accountId: string): PoolsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`pools access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const poolsAccessFixtures = {
  defaultPoolId: (accountId: string) => fixtureOf(accountId).defaultPoolId,
  poolId: (accountId: string) => fixtureOf(accountId).poolId,
  outsiderId: (accountId: string) => fixtureOf(accountId).outsiderId,
  /** A member not handed out before (wrapping around after twelve). */
  nextMemberId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const memberId = fixture.memberIds[fixture.removals % fixture.memberIds.length] as string;
    fixture.removals += 1;
    return memberId;
  },
  /** A pool not deleted before (wrapping around after eight). */
  nextDeletablePoolId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const poolId = fixture.deletablePoolIds[fixture.deletions % fixture.deletablePoolIds.length] as string;
    fixture.deletions += 1;
    return poolId;
  },
};
