import { removeShiftBoostContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function removeShiftBoost(accountId: string, shiftId: string) {
  return apiRequest(removeShiftBoostContract, { params: { accountId, shiftId } });
}

/** Takes the boost away. */
export function useRemoveShiftBoost(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, () => removeShiftBoost(accountId, shiftId));
}
