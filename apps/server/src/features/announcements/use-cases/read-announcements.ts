import {
  type Announcement,
  type AnnouncementPage,
  type announcementListQuerySchema,
  type CampaignAnnouncementDraft,
  type CampaignAnnouncements,
  deriveAnnouncementStatus,
} from '@portal/domain/announcements';
import { DomainError, pageOffset } from '@portal/domain/shared';
import type { z } from 'zod';
import { presentAnnouncement } from '../announcements.presenter';
import {
  findAnnouncement,
  findCampaignWithCities,
  listAnnouncementRows,
  listCampaignAnnouncementRows,
} from '../announcements.repository';
import { type AnnouncementsDependencies, todayOf } from './announcement-use-case';

type ListQuery = z.output<typeof announcementListQuerySchema>;

export async function listAnnouncements(
  { db, clock }: AnnouncementsDependencies,
  { accountId, query }: { accountId: string; query: ListQuery },
): Promise<AnnouncementPage> {
  const today = todayOf(clock);
  const { rows, total } = await listAnnouncementRows(db, {
    accountId,
    status: query.status,
    today,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map((row) => presentAnnouncement(row, today)), total };
}

export async function getAnnouncement(
  { db, clock }: AnnouncementsDependencies,
  { accountId, announcementId }: { accountId: string; announcementId: string },
): Promise<Announcement> {
  const row = await findAnnouncement(db, accountId, announcementId);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  return presentAnnouncement(row, todayOf(clock));
}

/** Each campaign's announcements, newest first (the tab shows the newest of each). */
export async function campaignAnnouncements(
  { db, clock }: AnnouncementsDependencies,
  accountId: string,
): Promise<CampaignAnnouncements> {
  const today = todayOf(clock);
  const rows = await listCampaignAnnouncementRows(db, accountId);
  return {
    items: rows.flatMap((row) =>
      row.campaignId
        ? [
            {
              campaignId: row.campaignId,
              announcementId: row.id,
              title: row.title,
              status: deriveAnnouncementStatus(row, today),
            },
          ]
        : [],
    ),
  };
}

/**
 * The editor's start for announcing a campaign: the campaign's name as the title, its last day as the
 * expiry (the announcement has nothing to say after the campaign), and its areas' cities as targets.
 */
export async function campaignAnnouncementDraft(
  { db }: AnnouncementsDependencies,
  { accountId, campaignId }: { accountId: string; campaignId: string },
): Promise<CampaignAnnouncementDraft> {
  const campaign = await findCampaignWithCities(db, accountId, campaignId);
  if (!campaign) {
    throw new DomainError('NOT_FOUND');
  }
  return {
    campaignId: campaign.id,
    title: campaign.name,
    expiresOn: campaign.endDate,
    targets: { region: null, cities: campaign.cities, roles: [] },
  };
}
