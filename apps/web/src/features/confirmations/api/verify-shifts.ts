import type { Confirmation } from '@portal/domain/confirmations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runForEach } from '@/components/list/bulk-actions';
import { confirmationsKeys } from './confirmations-keys';
import { verifyShift } from './verify-shift';

/**
 * Verifies the hours of each chosen shift, one request a shift (each is checked and audited on its own), and
 * reports how many were verified and which failed why.
 */
export function useVerifyShifts(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The outcome (failed shifts included) is shown beside the list.
    meta: { showsFailureInline: true },
    mutationFn: (shifts: readonly Confirmation[]) =>
      runForEach(
        shifts,
        (shift) => shift.title,
        (shift) => verifyShift(accountId, shift.id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmationsKeys.account(accountId) }),
  });
}
