import { likePatternOf } from '@portal/domain/areas';
import type { SearchHit } from '@portal/domain/search';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';

export type NameSearch = { accountId: string; text: string; limit: number };

/** Undeleted areas of the account whose name contains the text (any case), those starting with it first. */
export async function searchAreasByName(
  executor: Executor,
  search: NameSearch,
): Promise<Omit<SearchHit, 'kind'>[]> {
  return executor
    .select({ id: areas.id, title: areas.name, detail: areas.city })
    .from(areas)
    .where(
      and(
        eq(areas.accountId, search.accountId),
        ne(areas.status, 'deleted'),
        ilike(areas.name, likePatternOf(search.text, 'contains')),
      ),
    )
    .orderBy(
      sql`case when ${areas.name} ilike ${likePatternOf(search.text, 'prefix')} then 0 else 1 end`,
      asc(sql`lower(${areas.name})`),
      asc(areas.id),
    )
    .limit(search.limit);
}
