import type { ShiftDetail } from '@portal/domain/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@/lib/api-error';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';
import { shiftsKeys } from './shifts-keys';

/**
 * A change to one shift: the answer is the shift as it now is, so the drawer shows it at once; every
 * list, calendar and badge that shows shifts of the account is refreshed. When someone else was quicker
 * (SHIFT_TAKEN, SHIFT_STATE_CHANGED) the shift is read again so the drawer shows what happened.
 */
export function useShiftMutation<TInput>(
  accountId: string,
  shiftId: string,
  send: (input: TInput) => Promise<ShiftDetail>,
) {
  const queryClient = useQueryClient();
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: send,
    onSuccess: async (shift) => {
      queryClient.setQueryData(shiftsKeys.detail(accountId, shiftId), shift);
      await invalidateShiftQueries(accountId);
    },
    onError: async (error) => {
      const code = errorCodeOf(error);
      if (code === 'SHIFT_TAKEN' || code === 'SHIFT_STATE_CHANGED') {
        await invalidateShiftQueries(accountId);
      }
    },
  });
}
