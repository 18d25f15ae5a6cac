import { verifyQuickPayContract } from '@portal/domain/action-center/action-center.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateShiftQueries } from '@/lib/live-events';

/** Verifies a confirmed quick-boost shift for quick pay. */
export function useVerifyQuickPay(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) => apiRequest(verifyQuickPayContract, { params: { accountId, shiftId } }),
    onSettled: () => invalidateShiftQueries(queryClient, accountId),
  });
}
