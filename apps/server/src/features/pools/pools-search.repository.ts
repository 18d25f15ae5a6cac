import { likePatternOf } from '@portal/domain/areas';
import type { SearchHit } from '@portal/domain/search';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pools } from '../../db/schema/pools.schema';

/** Pools of the account whose name contains the text (any case), names starting with it first. */
export async function searchPoolsByName(
  executor: Executor,
  search: { accountId: string; text: string; limit: number },
): Promise<Omit<SearchHit, 'kind'>[]> {
  return executor
    .select({ id: pools.id, title: pools.name, detail: sql<string | null>`null` })
    .from(pools)
    .where(
      and(eq(pools.accountId, search.accountId), ilike(pools.name, likePatternOf(search.text, 'contains'))),
    )
    .orderBy(
      sql`case when ${pools.name} ilike ${likePatternOf(search.text, 'prefix')} then 0 else 1 end`,
      asc(sql`lower(${pools.name})`),
      asc(pools.id),
    )
    .limit(search.limit);
}
