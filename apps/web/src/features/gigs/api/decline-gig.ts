import { declineGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function declineGig(accountId: string, gigId: string) {
  return apiRequest(declineGigContract, { params: { accountId, gigId } });
}

/** Declines a customer's suggestion. */
export function useDeclineGig(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineGig(accountId, gigId),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
