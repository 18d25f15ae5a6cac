import { deleteGigShiftContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function deleteGigShift(accountId: string, gigId: string, shiftId: string) {
  return apiRequest(deleteGigShiftContract, { params: { accountId, gigId, shiftId } });
}

/** Deletes one shift of the gig; refused (SHIFT_IS_BOOKED) when it is booked. */
export function useDeleteGigShift(accountId: string, gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.shiftDeleteError' },
    mutationFn: (shiftId: string) => deleteGigShift(accountId, gigId, shiftId),
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigsKeys.detail(accountId, gigId), gig);
      await queryClient.invalidateQueries({ queryKey: gigsKeys.lists(accountId) });
    },
  });
}
