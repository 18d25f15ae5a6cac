import { deleteGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function deleteGig(accountId: string, gigId: string) {
  return apiRequest(deleteGigContract, { params: { accountId, gigId } });
}

/** Deletes a gig and its shifts; refused (GIG_HAS_BOOKED_SHIFTS) while a shift is booked. */
export function useDeleteGig(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.deleteError' },
    mutationFn: () => deleteGig(accountId, gigId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: gigsKeys.detail(accountId, gigId) });
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
