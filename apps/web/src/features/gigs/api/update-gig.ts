import type { UpdateGigFormInput } from '@portal/domain/gigs';
import { updateGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function updateGig(accountId: string, gigId: string, input: UpdateGigFormInput) {
  return apiRequest(updateGigContract, { params: { accountId, gigId }, body: input });
}

/** Saves a gig and its shifts (optionally publishing it). */
export function useUpdateGig(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.saveError' },
    mutationFn: (input: UpdateGigFormInput) => updateGig(accountId, gigId, input),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
