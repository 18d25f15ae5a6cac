import { verifyShiftContract } from '@portal/domain/action-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { confirmationsKeys } from './confirmations-keys';

/** Verifies the confirmed hours of a shift through the action center's endpoint (confirmed -> verified). */
export function verifyShift(accountId: string, shiftId: string) {
  return apiRequest(verifyShiftContract, { params: { accountId, shiftId } });
}

export function useVerifyShift(accountId: string, shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'confirmations.verify.error' },
    mutationFn: () => verifyShift(accountId, shiftId),
    // The shift, its history and the list rows all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confirmationsKeys.account(accountId) }),
  });
}
