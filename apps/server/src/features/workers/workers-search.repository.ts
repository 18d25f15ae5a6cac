import { likePatternOf } from '@portal/domain/areas';
import type { SearchHit } from '@portal/domain/search';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Workers of the account (the personnel list's: not deleted, any status) whose full name contains the text
 * (any case), or whose last name starts with it; names starting with it first. The detail is the profession.
 */
export async function searchWorkersByName(
  executor: Executor,
  search: { accountId: string; text: string; limit: number },
): Promise<Omit<SearchHit, 'kind'>[]> {
  const prefix = likePatternOf(search.text, 'prefix');
  return executor
    .select({ id: users.id, title: fullName, detail: users.profession })
    .from(users)
    .where(
      and(
        eq(users.accountId, search.accountId),
        eq(users.role, 'worker'),
        ne(users.status, 'deleted'),
        or(ilike(fullName, likePatternOf(search.text, 'contains')), ilike(users.lastName, prefix)),
      ),
    )
    .orderBy(
      sql`case when ${fullName} ilike ${prefix} or ${users.lastName} ilike ${prefix} then 0 else 1 end`,
      asc(sql`lower(${fullName})`),
      asc(users.id),
    )
    .limit(search.limit);
}
