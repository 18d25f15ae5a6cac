import { publishGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function publishGig(accountId: string, gigId: string) {
  return apiRequest(publishGigContract, { params: { accountId, gigId } });
}

/** Publishes a gig: its draft shifts open. */
export function usePublishGig(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishGig(accountId, gigId),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
