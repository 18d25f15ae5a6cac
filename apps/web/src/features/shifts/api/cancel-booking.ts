import type { CancelBookingFormInput } from '@portal/domain/shifts';
import { cancelBookingContract } from '@portal/domain/shifts';
import { apiRequest } from '@/lib/api-client';
import { useShiftMutation } from './shift-mutation';

export function cancelBooking(accountId: string, shiftId: string, input: CancelBookingFormInput) {
  return apiRequest(cancelBookingContract, { params: { accountId, shiftId }, body: input });
}

/** Cancels the booking with a reason; the shift opens again. */
export function useCancelBooking(accountId: string, shiftId: string) {
  return useShiftMutation(accountId, shiftId, (input: CancelBookingFormInput) =>
    cancelBooking(accountId, shiftId, input),
  );
}
