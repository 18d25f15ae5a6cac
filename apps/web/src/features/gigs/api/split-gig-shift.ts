import { splitGigShiftContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function splitGigShift(accountId: string, gigId: string, shiftId: string) {
  return apiRequest(splitGigShiftContract, { params: { accountId, gigId, shiftId } });
}

/** Moves one shift into a new published gig of its own. */
export function useSplitGigShift(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.splitError' },
    mutationFn: (shiftId: string) => splitGigShift(accountId, gigId, shiftId),
    onSuccess: async ({ newGig, oldGig }) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), oldGig);
      queryClient.setQueryData(gigsKeys.detail(accountId, newGig.id), newGig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
