import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  announcementInputSchema,
  announcementListQuerySchema,
  deleteAnnouncementsInputSchema,
  workerFeedTokenInputSchema,
} from './announcements.inputs';
import {
  announcementPageSchema,
  announcementSchema,
  campaignAnnouncementDraftSchema,
  campaignAnnouncementsSchema,
  deletedAnnouncementsSchema,
  workerFeedSchema,
  workerFeedTokenSchema,
} from './announcements.views';

export const announcementParamsSchema = accountParamsSchema.extend({ announcementId: z.uuid() });
export const campaignAnnouncementParamsSchema = accountParamsSchema.extend({ campaignId: z.uuid() });

// Communications are HR's work: admins and agents (menu subject Communications); customers see none of it.
const reads = { kind: 'ability', action: 'read', subject: 'Communications' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Communications' } as const;

export const listAnnouncementsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/announcements',
  summary: 'The account’s announcements, newest first, pages of 10; filter by derived status',
  tag: 'announcements',
  access: reads,
  params: accountParamsSchema,
  query: announcementListQuerySchema,
  response: announcementPageSchema,
});

export const createAnnouncementContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/announcements',
  summary:
    'Create an announcement (spec createAnnouncement): title, summary, text, expiration date and cover image required',
  tag: 'announcements',
  access: manages,
  params: accountParamsSchema,
  body: announcementInputSchema,
  response: announcementSchema,
  successStatus: 201,
});

export const getAnnouncementContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/announcements/:announcementId',
  summary: 'One announcement',
  tag: 'announcements',
  access: reads,
  params: announcementParamsSchema,
  response: announcementSchema,
});

export const updateAnnouncementContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/announcements/:announcementId',
  summary: 'Replace an announcement (spec updateAnnouncement); the same rules as creating one',
  tag: 'announcements',
  access: manages,
  params: announcementParamsSchema,
  body: announcementInputSchema,
  response: announcementSchema,
});

export const deleteAnnouncementsContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/announcements/delete',
  summary:
    'Delete several announcements at once (spec deleteAnnouncements); ids of other accounts are ignored',
  tag: 'announcements',
  access: manages,
  params: accountParamsSchema,
  body: deleteAnnouncementsInputSchema,
  response: deletedAnnouncementsSchema,
});

export const campaignAnnouncementsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/campaign-announcements',
  summary: 'The announcements made for the account’s campaigns, newest first (the campaigns tab)',
  tag: 'announcements',
  access: reads,
  params: accountParamsSchema,
  response: campaignAnnouncementsSchema,
});

export const campaignAnnouncementDraftContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/campaign-announcements/:campaignId/draft',
  summary:
    'The editor’s start for announcing a campaign: its name, end date and its areas’ cities as targets',
  tag: 'announcements',
  access: reads,
  params: campaignAnnouncementParamsSchema,
  response: campaignAnnouncementDraftSchema,
});

export const createWorkerFeedTokenContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/worker-feed-tokens',
  summary:
    'Issue a worker’s key to the worker app’s announcement feed (signed, valid 180 days; decision 0056)',
  tag: 'announcements',
  access: manages,
  params: accountParamsSchema,
  body: workerFeedTokenInputSchema,
  response: workerFeedTokenSchema,
  successStatus: 201,
});

export const workerFeedContract = defineContract({
  method: 'GET',
  path: '/api/worker-app/announcements',
  summary:
    'The worker app’s feed: the calling worker’s active announcements (their targets reach the worker), sticky first, then newest, with the cover image’s address. Send the worker’s feed key as `Authorization: Bearer <key>` (WORKER_FEED_TOKEN_INVALID when missing, altered or expired)',
  tag: 'worker-app',
  access: { kind: 'public' },
  response: workerFeedSchema,
});
