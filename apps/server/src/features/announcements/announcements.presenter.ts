import {
  type Announcement,
  deriveAnnouncementStatus,
  type WorkerAnnouncement,
} from '@portal/domain/announcements';
import { imageUrl } from '@portal/domain/images';
import type { AnnouncementRow, AnnouncementWithCover } from './announcements.repository';

/** Staff's view of an announcement on `today` (Helsinki), with its derived status and cover. */
export function presentAnnouncement(
  { announcement, cover }: AnnouncementWithCover,
  today: string,
): Announcement {
  return {
    id: announcement.id,
    accountId: announcement.accountId,
    title: announcement.title,
    summary: announcement.summary,
    text: announcement.text,
    expiresOn: announcement.expiresOn,
    coverImage: cover ? { ...cover, url: imageUrl(announcement.accountId, cover.id) } : null,
    targets: {
      region: announcement.targetRegion,
      cities: announcement.targetCities,
      roles: announcement.targetRoles,
    },
    sticky: announcement.sticky,
    isDraft: announcement.isDraft,
    status: deriveAnnouncementStatus(announcement, today),
    campaignId: announcement.campaignId,
    createdAt: announcement.createdAt.toISOString(),
    updatedAt: announcement.updatedAt.toISOString(),
  };
}

/**
 * What the worker app shows. The cover's address is absolute (`publicUrl`), because the app is not served
 * from the portal's origin.
 */
export function presentWorkerAnnouncement(
  announcement: AnnouncementRow,
  coverImageId: string | null,
  publicUrl: string,
): WorkerAnnouncement {
  return {
    id: announcement.id,
    title: announcement.title,
    summary: announcement.summary,
    text: announcement.text,
    expiresOn: announcement.expiresOn,
    sticky: announcement.sticky,
    coverImageUrl: coverImageId ? `${publicUrl}${imageUrl(announcement.accountId, coverImageId)}` : null,
    publishedAt: announcement.createdAt.toISOString(),
  };
}
