import { likePatternOf } from '@portal/domain/areas';
import type { SearchHit } from '@portal/domain/search';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { gigs } from '../../db/schema/shifts.schema';
import type { GigScope } from './gigs.repository';

export type GigTitleSearch = GigScope & { text: string; limit: number };

/**
 * Undeleted gigs (not templates) in the scope whose title contains the text (any case), titles starting
 * with it first; a customer limited to some areas passes them in `areaIds`. The detail is the area's name.
 */
export async function searchGigsByTitle(
  executor: Executor,
  search: GigTitleSearch,
): Promise<Omit<SearchHit, 'kind'>[]> {
  const conditions: SQL[] = [
    eq(gigs.accountId, search.accountId),
    ne(gigs.status, 'deleted'),
    eq(gigs.isTemplate, false),
    ilike(gigs.title, likePatternOf(search.text, 'contains')),
  ];
  if (search.areaIds) {
    conditions.push(search.areaIds.length > 0 ? inArray(gigs.areaId, [...search.areaIds]) : sql`false`);
  }
  return executor
    .select({ id: gigs.id, title: gigs.title, detail: areas.name })
    .from(gigs)
    .innerJoin(areas, eq(areas.id, gigs.areaId))
    .where(and(...conditions))
    .orderBy(
      sql`case when ${gigs.title} ilike ${likePatternOf(search.text, 'prefix')} then 0 else 1 end`,
      asc(sql`lower(${gigs.title})`),
      asc(gigs.id),
    )
    .limit(search.limit);
}
