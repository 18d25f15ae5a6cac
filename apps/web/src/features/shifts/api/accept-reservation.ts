import { acceptReservationContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function acceptReservation(accountId: string, shiftId: string, workerId: string) {
  return apiRequest(acceptReservationContract, { params: { accountId, shiftId, workerId } });
}

/** Books the shift for a worker who asked for it. */
export function useAcceptReservation(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, (workerId: string) =>
    acceptReservation(accountId, shiftId, workerId),
  );
}
