import type { UpdateShiftInput } from '@portal/domain/shifts';
import { updateShiftContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function updateShift(accountId: string, shiftId: string, input: UpdateShiftInput) {
  return apiRequest(updateShiftContract, { params: { accountId, shiftId }, body: input });
}

/** Changes the shift's times, role and requirements. */
export function useUpdateShift(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, (input: UpdateShiftInput) =>
    updateShift(accountId, shiftId, input),
  );
}
