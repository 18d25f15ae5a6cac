import type { CompleteShiftInput } from '@portal/domain/action-center';
import { completeShiftContract } from '@portal/domain/action-center';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';

/** Confirms an ended shift with its real times, break, kilometres and work-day type. */
export function useCompleteShift(accountId: string, shiftId: string) {
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: CompleteShiftInput) =>
      apiRequest(completeShiftContract, { params: { accountId, shiftId }, body }),
    onSettled: () => invalidateShiftQueries(accountId),
  });
}
