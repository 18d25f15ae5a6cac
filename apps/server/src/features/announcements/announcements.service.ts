import type { Actor } from '@portal/domain/access';
import type { AnnouncementValues, announcementListQuerySchema } from '@portal/domain/announcements';
import type { z } from 'zod';
import type { AnnouncementsDependencies } from './use-cases/announcement-use-case';
import {
  campaignAnnouncementDraft,
  campaignAnnouncements,
  getAnnouncement,
  listAnnouncements,
} from './use-cases/read-announcements';
import { issueWorkerFeedToken, workerFeed } from './use-cases/worker-feed';
import { createAnnouncement, deleteAnnouncements, updateAnnouncement } from './use-cases/write-announcements';

export type { AnnouncementsDependencies } from './use-cases/announcement-use-case';

/**
 * Announcements (issue 17 §1, §3): staff write them with a cover image, targets and an expiry; workers
 * read the active ones that reach them through the worker app's feed (decision 0056).
 */
export function createAnnouncementsService(dependencies: AnnouncementsDependencies) {
  return {
    list: (accountId: string, query: z.output<typeof announcementListQuerySchema>) =>
      listAnnouncements(dependencies, { accountId, query }),
    get: (accountId: string, announcementId: string) =>
      getAnnouncement(dependencies, { accountId, announcementId }),
    create: (actor: Actor, accountId: string, values: AnnouncementValues) =>
      createAnnouncement(dependencies, { actor, accountId, values }),
    update: (actor: Actor, accountId: string, announcementId: string, values: AnnouncementValues) =>
      updateAnnouncement(dependencies, { actor, accountId, announcementId, values }),
    delete: (actor: Actor, accountId: string, ids: string[]) =>
      deleteAnnouncements(dependencies, { actor, accountId, ids }),
    campaignAnnouncements: (accountId: string) => campaignAnnouncements(dependencies, accountId),
    campaignDraft: (accountId: string, campaignId: string) =>
      campaignAnnouncementDraft(dependencies, { accountId, campaignId }),
    issueFeedToken: (accountId: string, workerId: string) =>
      issueWorkerFeedToken(dependencies, { accountId, workerId }),
    feed: (token: string | null) => workerFeed(dependencies, token),
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
