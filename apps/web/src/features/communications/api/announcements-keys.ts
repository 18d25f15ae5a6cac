import type { AnnouncementListQuery } from '@portal/domain/announcements';

/** Query keys of the announcements; everything of one account sits under `account(accountId)`. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  account: (accountId: string) => [...announcementsKeys.all, accountId] as const,
  list: (accountId: string, query: AnnouncementListQuery) =>
    [...announcementsKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) => [...announcementsKeys.account(accountId), 'detail', id] as const,
  campaigns: (accountId: string) => [...announcementsKeys.account(accountId), 'campaigns'] as const,
  campaignDraft: (accountId: string, campaignId: string) =>
    [...announcementsKeys.account(accountId), 'campaign-draft', campaignId] as const,
};
