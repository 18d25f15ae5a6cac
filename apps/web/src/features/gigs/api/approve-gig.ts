import { approveGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function approveGig(accountId: string, gigId: string) {
  return apiRequest(approveGigContract, { params: { accountId, gigId }, body: { mode: 'publish' } });
}

/** Approves a customer's suggestion and publishes it: its shifts open. */
export function useApproveGig(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveGig(accountId, gigId),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
