import type { CreateGigFormInput } from '@portal/domain/gigs';
import { createGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function createGig(accountId: string, input: CreateGigFormInput) {
  return apiRequest(createGigContract, { params: { accountId }, body: input });
}

/** Creates a gig with its shifts (a customer's is a suggestion). */
export function useCreateGig(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.saveError' },
    mutationFn: (input: CreateGigFormInput) => createGig(accountId, input),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gig.id), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
