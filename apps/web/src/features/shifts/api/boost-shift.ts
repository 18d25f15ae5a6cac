import type { BoostShiftInput } from '@portal/domain/shifts';
import { boostShiftContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function boostShift(accountId: string, shiftId: string, input: BoostShiftInput) {
  return apiRequest(boostShiftContract, { params: { accountId, shiftId }, body: input });
}

/** Boosts the shift with quick pay or a bonus. */
export function useBoostShift(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, (input: BoostShiftInput) =>
    boostShift(accountId, shiftId, input),
  );
}
