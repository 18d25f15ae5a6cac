import { acceptReservationContract } from '@portal/domain/shifts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateShiftQueries } from '@/lib/live-query-roots';

/** Books the shift for one of the workers who asked for it (the shifts feature's rule, not repeated here). */
export function useAcceptReservation(accountId: string) {
  const invalidateShiftQueries = useInvalidateShiftQueries();
  return useMutation({
    mutationFn: ({ shiftId, workerId }: { shiftId: string; workerId: string }) =>
      apiRequest(acceptReservationContract, { params: { accountId, shiftId, workerId } }),
    onSettled: () => invalidateShiftQueries(accountId),
  });
}
