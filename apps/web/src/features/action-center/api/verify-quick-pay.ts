import { verifyQuickPayContract } from '@portal/domain/action-center';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';

/** Verifies a confirmed quick-boost shift for quick pay. */
export function useVerifyQuickPay(accountId: string) {
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    mutationFn: (shiftId: string) => apiRequest(verifyQuickPayContract, { params: { accountId, shiftId } }),
    onSettled: () => invalidateShiftQueries(accountId),
  });
}
