import { sendForInspectionContract } from '@portal/domain/action-center/action-center.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateShiftQueries } from '@/lib/live-events';

/** Sends confirmed shifts for inspection: the server mails one summary per area. */
export function useSendForInspection(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftIds: string[]) =>
      apiRequest(sendForInspectionContract, { params: { accountId }, body: { shiftIds } }),
    onSettled: () => invalidateShiftQueries(queryClient, accountId),
  });
}
