import type { poolAreas, pools } from '../schema/pools.schema';
import { areaDefinitions, areaIdOf, poolIdOf } from './areas';
import { seedIds } from './ids';

type PoolRow = typeof pools.$inferInsert;
type PoolAreaRow = typeof poolAreas.$inferInsert;

export type PoolDefinition = { key: string; accountId: string; name: string; isDefault: boolean };

/** One default pool ("Oletusrengas") per account, plus regional pools serving some areas. */
export const poolDefinitions: readonly PoolDefinition[] = [
  { key: 'south-default', accountId: seedIds.accounts.south, name: 'Oletusrengas', isDefault: true },
  {
    key: 'south-tampere',
    accountId: seedIds.accounts.south,
    name: 'Tampereen keikkarengas',
    isDefault: false,
  },
  { key: 'north-default', accountId: seedIds.accounts.north, name: 'Oletusrengas', isDefault: true },
  { key: 'west-default', accountId: seedIds.accounts.west, name: 'Oletusrengas', isDefault: true },
  { key: 'west-turku', accountId: seedIds.accounts.west, name: 'Turun sijaisrengas', isDefault: false },
];

export function defaultPoolIdOf(accountId: string): string {
  const pool = poolDefinitions.find(
    (definition) => definition.accountId === accountId && definition.isDefault,
  );
  if (!pool) {
    throw new Error(`no default pool for account ${accountId}`);
  }
  return poolIdOf(pool.key);
}

export function buildPools(createdAt: Date): PoolRow[] {
  return poolDefinitions.map((pool) => ({
    id: poolIdOf(pool.key),
    accountId: pool.accountId,
    name: pool.name,
    isDefault: pool.isDefault,
    createdAt,
    updatedAt: createdAt,
  }));
}

/** A default pool covers every area of its account; a regional pool covers the areas it serves. */
export function buildPoolAreas(): PoolAreaRow[] {
  return poolDefinitions.flatMap((pool) =>
    areaDefinitions
      .filter((area) => area.accountId === pool.accountId && (pool.isDefault || area.pool === pool.key))
      .map((area) => ({ poolId: poolIdOf(pool.key), areaId: areaIdOf(area.key) })),
  );
}
