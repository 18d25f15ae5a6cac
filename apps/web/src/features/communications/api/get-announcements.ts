import {
  type AnnouncementListQuery,
  campaignAnnouncementDraftContract,
  campaignAnnouncementsContract,
  getAnnouncementContract,
  listAnnouncementsContract,
} from '@portal/domain/announcements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { announcementsKeys } from './announcements-keys';

/** A page of the account's announcements, newest first. */
export function useAnnouncements(accountId: string, query: AnnouncementListQuery) {
  return useQuery({
    queryKey: announcementsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listAnnouncementsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncement(accountId: string, announcementId: string | null) {
  return useQuery({
    queryKey: announcementsKeys.detail(accountId, announcementId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getAnnouncementContract, {
        params: { accountId, announcementId: announcementId ?? '' },
        signal,
      }),
    enabled: announcementId !== null,
  });
}

/** The announcements made for campaigns (the campaigns tab). */
export function useCampaignAnnouncements(accountId: string) {
  return useQuery({
    queryKey: announcementsKeys.campaigns(accountId),
    queryFn: ({ signal }) => apiRequest(campaignAnnouncementsContract, { params: { accountId }, signal }),
  });
}

/** The editor's start when announcing a campaign. */
export function useCampaignAnnouncementDraft(accountId: string, campaignId: string | null) {
  return useQuery({
    queryKey: announcementsKeys.campaignDraft(accountId, campaignId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(campaignAnnouncementDraftContract, {
        params: { accountId, campaignId: campaignId ?? '' },
        signal,
      }),
    enabled: campaignId !== null,
  });
}
