import { assignShiftContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function assignShift(accountId: string, shiftId: string, workerId: string) {
  return apiRequest(assignShiftContract, { params: { accountId, shiftId }, body: { workerId } });
}

/** Books the shift for a worker; of two people booking at once only one succeeds (SHIFT_TAKEN). */
export function useAssignShift(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, (workerId: string) =>
    assignShift(accountId, shiftId, workerId),
  );
}
