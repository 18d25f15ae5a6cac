import { sendForInspectionContract } from '@portal/domain/action-center';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';

/** Sends confirmed shifts for inspection: the server mails one summary per area. */
export function useSendForInspection(accountId: string) {
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    mutationFn: (shiftIds: string[]) =>
      apiRequest(sendForInspectionContract, { params: { accountId }, body: { shiftIds } }),
    onSettled: () => invalidateShiftQueries(accountId),
  });
}
