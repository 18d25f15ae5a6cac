import type { CampaignValues, CampaignView } from '@portal/domain/campaigns';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { campaignAreas, campaigns } from '../../db/schema/campaigns.schema';

export type CampaignRow = typeof campaigns.$inferSelect;
type AreaRef = { campaignId: string; id: string; name: string };

const isLive = isNull(campaigns.deletedAt);

/** One writer of an account's campaigns at a time, so two overlapping campaigns cannot both pass the check. */
export async function lockAccountCampaigns(executor: Executor, accountId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`campaigns:${accountId}`}, 0))`);
}

/** The areas of some campaigns, by name. */
export async function findCampaignAreas(
  executor: Executor,
  campaignIds: readonly string[],
): Promise<AreaRef[]> {
  if (campaignIds.length === 0) {
    return [];
  }
  return executor
    .select({ campaignId: campaignAreas.campaignId, id: areas.id, name: areas.name })
    .from(campaignAreas)
    .innerJoin(areas, eq(areas.id, campaignAreas.areaId))
    .where(inArray(campaignAreas.campaignId, [...campaignIds]))
    .orderBy(asc(sql`lower(${areas.name})`), asc(areas.id));
}

export function presentCampaign(row: CampaignRow, areaRefs: readonly AreaRef[]): CampaignView {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    announcement: row.announcement,
    type: row.type,
    payValue: row.payValue,
    priceValue: row.priceValue,
    startDate: row.startDate,
    endDate: row.endDate,
    applyForPastShifts: row.applyForPastShifts,
    areas: areaRefs.filter((area) => area.campaignId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's live campaigns, latest start first. */
export async function listCampaignRows(
  executor: Executor,
  filter: { accountId: string; limit: number; offset: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const where = and(eq(campaigns.accountId, filter.accountId), isLive);
  const rows = await executor
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.startDate), asc(sql`lower(${campaigns.name})`), asc(campaigns.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: sql<number>`count(*)::int` }).from(campaigns).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** A live campaign of the account, or null (also another account's or a deleted one). */
export async function findCampaign(
  executor: Executor,
  accountId: string,
  campaignId: string,
): Promise<CampaignRow | null> {
  const [row] = await executor
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId), isLive));
  return row ?? null;
}

/** How many of the areas are live areas of the account. */
export async function countAccountAreas(
  executor: Executor,
  accountId: string,
  areaIds: readonly string[],
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), isNull(areas.deletedAt), inArray(areas.id, [...areaIds])));
  return row?.count ?? 0;
}

/** Live campaigns of the account sharing an area with the values and overlapping their dates. */
export async function findOverlapping(
  executor: Executor,
  accountId: string,
  values: Pick<CampaignValues, 'startDate' | 'endDate' | 'areaIds'>,
  exceptId?: string,
): Promise<{ id: string; name: string }[]> {
  return executor
    .selectDistinct({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .innerJoin(campaignAreas, eq(campaignAreas.campaignId, campaigns.id))
    .where(
      and(
        eq(campaigns.accountId, accountId),
        isLive,
        inArray(campaignAreas.areaId, [...values.areaIds]),
        lte(campaigns.startDate, values.endDate),
        gte(campaigns.endDate, values.startDate),
        exceptId ? ne(campaigns.id, exceptId) : undefined,
      ),
    );
}

function columnsOf(values: CampaignValues) {
  return {
    name: values.name,
    announcement: values.announcement,
    type: values.type,
    payValue: values.payValue,
    priceValue: values.priceValue,
    startDate: values.startDate,
    endDate: values.endDate,
    applyForPastShifts: values.applyForPastShifts,
  };
}

async function insertAreas(executor: Executor, campaignId: string, areaIds: readonly string[]) {
  await executor.insert(campaignAreas).values(areaIds.map((areaId) => ({ campaignId, areaId })));
}

export async function insertCampaign(
  executor: Executor,
  values: CampaignValues & { accountId: string; createdBy: string | null; at: Date },
): Promise<CampaignRow> {
  const [row] = await executor
    .insert(campaigns)
    .values({
      accountId: values.accountId,
      ...columnsOf(values),
      createdBy: values.createdBy,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) {
    throw new Error('inserting a campaign returned no row');
  }
  await insertAreas(executor, row.id, values.areaIds);
  return row;
}

export async function replaceCampaign(
  executor: Executor,
  campaignId: string,
  values: CampaignValues,
  at: Date,
): Promise<CampaignRow> {
  const [row] = await executor
    .update(campaigns)
    .set({ ...columnsOf(values), updatedAt: at })
    .where(eq(campaigns.id, campaignId))
    .returning();
  if (!row) {
    throw new Error(`campaign ${campaignId} vanished while locked`);
  }
  await executor.delete(campaignAreas).where(eq(campaignAreas.campaignId, campaignId));
  await insertAreas(executor, campaignId, values.areaIds);
  return row;
}

export async function softDeleteCampaign(executor: Executor, campaignId: string, at: Date): Promise<void> {
  await executor.update(campaigns).set({ deletedAt: at, updatedAt: at }).where(eq(campaigns.id, campaignId));
}
