import { z } from 'zod';
import { messageTargetsSchema } from '../messaging/message-targets';
import { pagedSchema } from '../shared/paging';
import { announcementStatuses } from './announcement-status';

const coverImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An announcement as staff see it, with its derived status. */
export const announcementSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  title: z.string(),
  summary: z.string(),
  text: z.string(),
  expiresOn: z.iso.date(),
  coverImage: coverImageSchema.nullable(),
  targets: messageTargetsSchema,
  sticky: z.boolean(),
  isDraft: z.boolean(),
  status: z.enum(announcementStatuses),
  campaignId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = pagedSchema(announcementSchema);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

export const deletedAnnouncementsSchema = z.object({ deleted: z.array(z.uuid()) });

/** What the worker app shows: no targets, no drafts, nothing about who wrote it. */
export const workerAnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  text: z.string(),
  expiresOn: z.iso.date(),
  sticky: z.boolean(),
  coverImageUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
});
export type WorkerAnnouncement = z.infer<typeof workerAnnouncementSchema>;

export const workerFeedSchema = z.object({ items: z.array(workerAnnouncementSchema) });
export type WorkerFeed = z.infer<typeof workerFeedSchema>;

/** A worker's key to the feed (decision 0056): signed, stateless, until `expiresAt`. */
export const workerFeedTokenSchema = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type WorkerFeedToken = z.infer<typeof workerFeedTokenSchema>;

/** The announcements made for campaigns, for the campaigns tab (one campaign, at most one live announcement shown). */
export const campaignAnnouncementsSchema = z.object({
  items: z.array(
    z.object({
      campaignId: z.uuid(),
      announcementId: z.uuid(),
      title: z.string(),
      status: z.enum(announcementStatuses),
    }),
  ),
});
export type CampaignAnnouncements = z.infer<typeof campaignAnnouncementsSchema>;

/** The editor's start when announcing a campaign: its name and its areas' cities. */
export const campaignAnnouncementDraftSchema = z.object({
  campaignId: z.uuid(),
  title: z.string(),
  expiresOn: z.iso.date(),
  targets: messageTargetsSchema,
});
export type CampaignAnnouncementDraft = z.infer<typeof campaignAnnouncementDraftSchema>;
