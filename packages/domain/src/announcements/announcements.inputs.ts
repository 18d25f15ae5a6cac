import { z } from 'zod';
import { messageTargetsSchema } from '../messaging/message-targets';
import { pageQueryFields } from '../shared/paging';
import { announcementStatuses } from './announcement-status';

/** The spec's messages for a missing part (§5: title, summary, text, expiration date and cover image required). */
export const announcementIssues = {
  titleRequired: 'ANNOUNCEMENT_TITLE_REQUIRED',
  summaryRequired: 'ANNOUNCEMENT_SUMMARY_REQUIRED',
  textRequired: 'ANNOUNCEMENT_TEXT_REQUIRED',
  expirationRequired: 'ANNOUNCEMENT_EXPIRATION_REQUIRED',
  coverImageRequired: 'ANNOUNCEMENT_COVER_IMAGE_REQUIRED',
} as const;

export const announcementLimits = { title: 120, summary: 300, text: 10_000 } as const;

/**
 * An announcement as staff write it. Every part is required for a draft too: a draft is the announcement
 * as it will be published, only not yet shown. Targets are optional: all empty reaches every worker.
 */
export const announcementInputSchema = z.object({
  title: z.string().trim().min(1, announcementIssues.titleRequired).max(announcementLimits.title),
  summary: z.string().trim().min(1, announcementIssues.summaryRequired).max(announcementLimits.summary),
  text: z.string().trim().min(1, announcementIssues.textRequired).max(announcementLimits.text),
  expiresOn: z.iso.date({ error: announcementIssues.expirationRequired }),
  coverImageId: z.uuid({ error: announcementIssues.coverImageRequired }),
  targets: messageTargetsSchema.default({ region: null, cities: [], roles: [] }),
  sticky: z.boolean().default(false),
  isDraft: z.boolean().default(false),
  /** The campaign this announces, when made from the campaigns tab. */
  campaignId: z.uuid().nullable().default(null),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementValues = z.output<typeof announcementInputSchema>;

/** The list: newest first, pages of 10 (spec §9), optionally only one derived status. */
export const announcementListQuerySchema = z.object({
  status: z.enum(announcementStatuses).optional(),
  ...pageQueryFields(),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

/** Delete several at once (spec §7 deleteAnnouncements: ids). */
export const deleteAnnouncementsInputSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export type DeleteAnnouncementsInput = z.infer<typeof deleteAnnouncementsInputSchema>;

/** Staff hand a worker the key to the worker app's feed (decision 0056). */
export const workerFeedTokenInputSchema = z.object({ workerId: z.uuid() });
