import { listAreasContract } from '@portal/domain/areas';
import {
  type CampaignValues,
  createCampaignContract,
  deleteCampaignContract,
  getCampaignContract,
  type ListCampaignsQuery,
  listCampaignsContract,
  updateCampaignContract,
} from '@portal/domain/campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the campaigns feature; everything of one account sits under `account(accountId)`. */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  account: (accountId: string) => [...campaignsKeys.all, accountId] as const,
  lists: (accountId: string) => [...campaignsKeys.account(accountId), 'list'] as const,
  list: (accountId: string, query: ListCampaignsQuery) => [...campaignsKeys.lists(accountId), query] as const,
  detail: (accountId: string, campaignId: string) =>
    [...campaignsKeys.account(accountId), 'detail', campaignId] as const,
  areas: (accountId: string) => [...campaignsKeys.account(accountId), 'areas'] as const,
};

/** One page of the account's campaigns, latest start first. */
export function useCampaigns(accountId: string, query: ListCampaignsQuery) {
  return useQuery({
    queryKey: campaignsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listCampaignsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(accountId: string, campaignId: string) {
  return useQuery({
    queryKey: campaignsKeys.detail(accountId, campaignId),
    queryFn: ({ signal }) => apiRequest(getCampaignContract, { params: { accountId, campaignId }, signal }),
  });
}

/** The most areas offered in the campaign form. */
const areasLimit = 100;

/** The account's areas to choose from. */
export function useCampaignAreaOptions(accountId: string) {
  return useQuery({
    queryKey: campaignsKeys.areas(accountId),
    queryFn: ({ signal }) =>
      apiRequest(listAreasContract, { params: { accountId }, query: { perPage: areasLimit }, signal }),
    select: (page) => page.items.map((area) => ({ value: area.id, label: area.name })),
  });
}

/** Creates a campaign, or replaces one when `campaignId` is given. */
export function useSaveCampaign(accountId: string, campaignId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: campaignId ? 'campaigns.edit.saveError' : 'campaigns.edit.createError' },
    mutationFn: (input: CampaignValues) =>
      campaignId
        ? apiRequest(updateCampaignContract, { params: { accountId, campaignId }, body: input })
        : apiRequest(createCampaignContract, { params: { accountId }, body: input }),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignsKeys.detail(accountId, campaign.id), campaign);
      await queryClient.invalidateQueries({ queryKey: campaignsKeys.lists(accountId) });
    },
  });
}

export function useDeleteCampaign(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'campaigns.delete.deleteError' },
    mutationFn: () => apiRequest(deleteCampaignContract, { params: { accountId, campaignId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: campaignsKeys.detail(accountId, campaignId) });
      await queryClient.invalidateQueries({ queryKey: campaignsKeys.lists(accountId) });
    },
  });
}
