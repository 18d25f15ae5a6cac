import type { AnnouncementStatus, AnnouncementValues } from '@portal/domain/announcements';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { campaignAreas, campaigns } from '../../db/schema/campaigns.schema';
import { announcements } from '../../db/schema/communications.schema';
import { images } from '../../db/schema/images.schema';

// SQL only (decision 0013): announcements are this feature's table; campaigns, their areas and images
// are only read here.

export type AnnouncementRow = typeof announcements.$inferSelect;
export type CoverRow = { id: string; width: number; height: number };
export type AnnouncementWithCover = { announcement: AnnouncementRow; cover: CoverRow | null };

const live = isNull(announcements.deletedAt);

/** The derived status as SQL on `today` (the same rule as the domain's deriveAnnouncementStatus). */
function statusCondition(status: AnnouncementStatus, today: string): SQL | undefined {
  switch (status) {
    case 'draft':
      return eq(announcements.isDraft, true);
    case 'active':
      return and(eq(announcements.isDraft, false), gte(announcements.expiresOn, today));
    case 'expired':
      return and(eq(announcements.isDraft, false), lt(announcements.expiresOn, today));
  }
}

const withCover = {
  announcement: announcements,
  cover: { id: images.id, width: images.width, height: images.height },
};

export async function listAnnouncementRows(
  executor: Executor,
  filter: { accountId: string; status?: AnnouncementStatus; today: string; limit: number; offset: number },
): Promise<{ rows: AnnouncementWithCover[]; total: number }> {
  const where = and(
    eq(announcements.accountId, filter.accountId),
    live,
    filter.status ? statusCondition(filter.status, filter.today) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    executor
      .select(withCover)
      .from(announcements)
      .leftJoin(images, eq(images.id, announcements.coverImageId))
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAnnouncement(
  executor: Executor,
  accountId: string,
  announcementId: string,
): Promise<AnnouncementWithCover | null> {
  const [row] = await executor
    .select(withCover)
    .from(announcements)
    .leftJoin(images, eq(images.id, announcements.coverImageId))
    .where(and(eq(announcements.accountId, accountId), eq(announcements.id, announcementId), live))
    .limit(1);
  return row ?? null;
}

/** The columns an announcement's input sets. */
function columnsOf(values: AnnouncementValues) {
  return {
    title: values.title,
    summary: values.summary,
    text: values.text,
    expiresOn: values.expiresOn,
    coverImageId: values.coverImageId,
    isDraft: values.isDraft,
    sticky: values.sticky,
    targetRegion: values.targets.region,
    targetCities: values.targets.cities,
    targetRoles: values.targets.roles,
    campaignId: values.campaignId,
  };
}

export async function insertAnnouncement(
  executor: Executor,
  input: { accountId: string; values: AnnouncementValues; userId: string; at: Date },
): Promise<AnnouncementRow> {
  const [row] = await executor
    .insert(announcements)
    .values({
      ...columnsOf(input.values),
      accountId: input.accountId,
      createdBy: input.userId,
      updatedBy: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!row) {
    throw new Error('announcement insert returned no row');
  }
  return row;
}

export async function updateAnnouncementRow(
  executor: Executor,
  input: { accountId: string; id: string; values: AnnouncementValues; userId: string; at: Date },
): Promise<AnnouncementRow | null> {
  const [row] = await executor
    .update(announcements)
    .set({ ...columnsOf(input.values), updatedBy: input.userId, updatedAt: input.at })
    .where(and(eq(announcements.accountId, input.accountId), eq(announcements.id, input.id), live))
    .returning();
  return row ?? null;
}

/** Soft-deletes the account's live announcements among `ids`; answers the ids deleted. */
export async function softDeleteAnnouncements(
  executor: Executor,
  input: { accountId: string; ids: string[]; at: Date },
): Promise<string[]> {
  const rows = await executor
    .update(announcements)
    .set({ deletedAt: input.at, updatedAt: input.at })
    .where(and(eq(announcements.accountId, input.accountId), inArray(announcements.id, input.ids), live))
    .returning({ id: announcements.id });
  return rows.map((row) => row.id);
}

/** The account's live announcements made for a campaign, newest first. */
export async function listCampaignAnnouncementRows(executor: Executor, accountId: string) {
  return executor
    .select({
      campaignId: announcements.campaignId,
      id: announcements.id,
      title: announcements.title,
      isDraft: announcements.isDraft,
      expiresOn: announcements.expiresOn,
    })
    .from(announcements)
    .where(and(eq(announcements.accountId, accountId), live, isNotNull(announcements.campaignId)))
    .orderBy(desc(announcements.createdAt));
}

/** A live campaign of the account with the cities of its areas (for the editor's start). */
export async function findCampaignWithCities(executor: Executor, accountId: string, campaignId: string) {
  const [campaign] = await executor
    .select({ id: campaigns.id, name: campaigns.name, endDate: campaigns.endDate })
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, campaignId), isNull(campaigns.deletedAt)))
    .limit(1);
  if (!campaign) {
    return null;
  }
  const cities = await executor
    .selectDistinct({ city: areas.city })
    .from(campaignAreas)
    .innerJoin(areas, eq(areas.id, campaignAreas.areaId))
    .where(and(eq(campaignAreas.campaignId, campaignId), isNotNull(areas.city)))
    .orderBy(areas.city);
  return { ...campaign, cities: cities.flatMap((row) => (row.city ? [row.city] : [])) };
}

/**
 * The account's published announcements still active on `today`, sticky first, then newest: what a
 * worker's feed chooses from (the targets are matched by the caller with the domain's rule).
 */
export async function listActiveAnnouncementRows(executor: Executor, accountId: string, today: string) {
  return executor
    .select({ announcement: announcements, coverImageId: images.id })
    .from(announcements)
    .leftJoin(images, eq(images.id, announcements.coverImageId))
    .where(and(eq(announcements.accountId, accountId), live, statusCondition('active', today)))
    .orderBy(desc(announcements.sticky), desc(announcements.createdAt), desc(announcements.id));
}
