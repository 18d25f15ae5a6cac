import type { JobAdSort, JobAdStatus, JobAdValues, PublicJobAdsQuery } from '@portal/domain/job-ads';
import { and, asc, desc, eq, gte, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobAds } from '../../db/schema/job-ads.schema';
import { accounts } from '../../db/schema/tenancy.schema';

export type JobAdRow = typeof jobAds.$inferSelect;
/** A published ad with the name of the account that hires (the JobPosting's hiringOrganization). */
export type PublicJobAdRow = JobAdRow & { accountName: string };

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const sortColumns: Record<JobAdSort, SQL> = {
  updated: sql`${jobAds.updatedAt}`,
  title: sql`lower(${jobAds.title})`,
  published: sql`${jobAds.publishedAt}`,
};

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) {
    return undefined;
  }
  const pattern = containing(search);
  return or(
    ilike(jobAds.title, pattern),
    ilike(jobAds.role, pattern),
    ilike(jobAds.region, pattern),
    ilike(jobAds.city, pattern),
  );
}

/** The account's ads: deleted ones only when the status asks for them. */
export async function listJobAdRows(
  executor: Executor,
  filter: {
    accountId: string;
    status?: JobAdStatus | undefined;
    search?: string | undefined;
    sort: JobAdSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: JobAdRow[]; total: number }> {
  const where = and(
    eq(jobAds.accountId, filter.accountId),
    filter.status ? eq(jobAds.status, filter.status) : ne(jobAds.status, 'deleted'),
    searchOf(filter.search),
  );
  const column = sortColumns[filter.sort];
  const rows = await executor
    .select()
    .from(jobAds)
    .where(where)
    .orderBy(
      filter.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      asc(jobAds.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: sql<number>`count(*)::int` }).from(jobAds).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** An ad of the account in any status, or null (also another account's). */
export async function findJobAd(executor: Executor, accountId: string, id: string): Promise<JobAdRow | null> {
  const [row] = await executor
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.accountId, accountId)));
  return row ?? null;
}

/** Locks the ad's row for the rest of the transaction, so two saves cannot both pass the status rule. */
export async function lockJobAd(executor: Executor, accountId: string, id: string): Promise<JobAdRow | null> {
  const [row] = await executor
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.accountId, accountId)))
    .for('update');
  return row ?? null;
}

function columnsOf(values: JobAdValues) {
  return {
    title: values.title,
    role: values.role,
    region: values.region,
    city: values.city,
    employmentType: values.employmentType,
    startsOn: values.startsOn,
    validThrough: values.validThrough,
    payText: values.payText,
    description: values.description,
    keywords: values.keywords,
    questions: values.questions,
  };
}

export async function insertJobAd(
  executor: Executor,
  values: JobAdValues & { accountId: string; status: JobAdStatus; userId: string; at: Date },
): Promise<JobAdRow> {
  const [row] = await executor
    .insert(jobAds)
    .values({
      accountId: values.accountId,
      ...columnsOf(values),
      status: values.status,
      publishedAt: values.status === 'published' ? values.at : null,
      createdBy: values.userId,
      updatedBy: values.userId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) {
    throw new Error('inserting a job ad returned no row');
  }
  return row;
}

/** Replaces the ad's fields and status; the first posting stamps publishedAt (edits keep it). */
export async function replaceJobAd(
  executor: Executor,
  id: string,
  values: JobAdValues & { status: JobAdStatus; userId: string; at: Date },
): Promise<JobAdRow> {
  const [row] = await executor
    .update(jobAds)
    .set({
      ...columnsOf(values),
      status: values.status,
      publishedAt:
        values.status === 'published'
          ? sql`coalesce(${jobAds.publishedAt}, ${values.at.toISOString()})`
          : null,
      updatedBy: values.userId,
      updatedAt: values.at,
    })
    .where(eq(jobAds.id, id))
    .returning();
  if (!row) {
    throw new Error(`job ad ${id} vanished while locked`);
  }
  return row;
}

export async function markJobAdDeleted(
  executor: Executor,
  id: string,
  userId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(jobAds)
    .set({ status: 'deleted', updatedBy: userId, updatedAt: at })
    .where(eq(jobAds.id, id));
}

function publicWhere(today: string, query: PublicJobAdsQuery = {}): SQL | undefined {
  return and(
    eq(jobAds.status, 'published'),
    or(isNull(jobAds.validThrough), gte(jobAds.validThrough, today)),
    query.role ? ilike(jobAds.role, containing(query.role)) : undefined,
    query.region
      ? or(ilike(jobAds.region, containing(query.region)), ilike(jobAds.city, containing(query.region)))
      : undefined,
    query.q
      ? or(
          ilike(jobAds.title, containing(query.q)),
          ilike(jobAds.description, containing(query.q)),
          sql`array_to_string(${jobAds.keywords}, ' ') ilike ${containing(query.q)}`,
        )
      : undefined,
  );
}

/** The listed ads of every account (published, valid-through not passed), newest posting first. */
export async function listPublicJobAdRows(
  executor: Executor,
  today: string,
  query: PublicJobAdsQuery,
  limit: number,
): Promise<PublicJobAdRow[]> {
  const rows = await executor
    .select({ ad: jobAds, accountName: accounts.name })
    .from(jobAds)
    .innerJoin(accounts, eq(accounts.id, jobAds.accountId))
    .where(publicWhere(today, query))
    .orderBy(desc(jobAds.publishedAt), asc(jobAds.id))
    .limit(limit);
  return rows.map(({ ad, accountName }) => ({ ...ad, accountName }));
}

/** One listed ad, or null when it is not (or no longer) listed. */
export async function findPublicJobAdRow(
  executor: Executor,
  today: string,
  id: string,
): Promise<PublicJobAdRow | null> {
  const [row] = await executor
    .select({ ad: jobAds, accountName: accounts.name })
    .from(jobAds)
    .innerJoin(accounts, eq(accounts.id, jobAds.accountId))
    .where(and(eq(jobAds.id, id), publicWhere(today)));
  return row ? { ...row.ad, accountName: row.accountName } : null;
}
