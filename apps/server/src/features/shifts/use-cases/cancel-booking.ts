import type { Actor } from '@portal/domain/access';
import type { CancelBookingInput, ShiftDetail } from '@portal/domain/shifts';
import { boostAfterUpdate, isCancellable, statusAfterUpdate } from '@portal/domain/shifts';
import { boostOf, findWorkers } from '../shifts.repository';
import { assertCan, assertState, changeLockedShift, type ShiftsServiceDependencies } from './shift-use-case';

export type CancelBookingOptions = {
  actor: Actor;
  accountId: string;
  shiftId: string;
  input: CancelBookingInput;
};

/** The worker leaves the shift and it opens again; the reason stays on the shift. */
export async function cancelBooking(
  dependencies: ShiftsServiceDependencies,
  { input, ...target }: CancelBookingOptions,
): Promise<ShiftDetail> {
  return changeLockedShift(dependencies, target, async (shift, rights, tx) => {
    assertCan(rights.canManage);
    assertState(isCancellable(shift));
    const [worker] = await findWorkers(tx, shift.assignedTo ? [shift.assignedTo] : []);
    const status = statusAfterUpdate({ assignedTo: null, isDraft: shift.isDraft });
    const note = input.reason === 'other' || input.note ? (input.note ?? null) : null;
    return {
      patch: {
        status,
        assignedTo: null,
        reserved: false,
        cancelReason: input.reason,
        cancelNote: note,
        ...boostAfterUpdate(status, boostOf(shift)),
      },
      state: 'cancelled',
      detail: { kind: 'person', name: worker?.fullName ?? '' },
      audit: { after: { status, assignedTo: null, cancelReason: input.reason, cancelNote: note } },
    };
  });
}
