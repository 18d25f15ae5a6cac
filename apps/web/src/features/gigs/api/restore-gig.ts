import { restoreGigContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';
import { gigsKeys } from './gigs-keys';

export function restoreGig(accountId: string, gigId: string) {
  return apiRequest(restoreGigContract, { params: { accountId, gigId } });
}

/** Undoes a delete: the gig and the shifts deleted with it come back (the delete toast's "Undo"). */
export function useRestoreGig(accountId: string) {
  const queryClient = useQueryClient();
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.restoreError' },
    mutationFn: (gigId: string) => restoreGig(accountId, gigId),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gig.id), gig);
      // The gigs root is one of the shift roots: lists, calendar and action center refresh together.
      await invalidateShiftQueries(accountId);
    },
  });
}
