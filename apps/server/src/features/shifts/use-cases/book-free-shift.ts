import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type { ShiftDetail } from '@portal/domain/shifts';
import { isFree } from '@portal/domain/shifts';
import { sendBookingConfirmation } from '../booking-confirmation';
import { bookShift } from '../shift-transitions';
import {
  assertCan,
  changedBy,
  detailOf,
  loadBookableWorker,
  readableShift,
  type ShiftsServiceDependencies,
} from './shift-use-case';

export type BookFreeShiftOptions = {
  actor: Actor;
  accountId: string;
  shiftId: string;
  workerId: string;
  state: 'assigned' | 'reservation_accepted';
};

/** Books a free shift for a worker; the conditional update makes the first of two at once the only winner. */
export async function bookFreeShift(
  { db, clock }: ShiftsServiceDependencies,
  { actor, accountId, shiftId, workerId, state }: BookFreeShiftOptions,
): Promise<ShiftDetail> {
  return db.transaction(async (tx) => {
    const { shift, rights } = await readableShift(tx, actor, accountId, shiftId);
    // Staff fill shifts; a customer confirms a booking its workers asked for in its own areas (design brief).
    assertCan(state === 'assigned' ? rights.canManage : rights.canUpdate);
    if (!isFree(shift)) {
      throw new DomainError(shift.status === 'booked' ? 'SHIFT_TAKEN' : 'SHIFT_STATE_CHANGED');
    }
    if (state === 'reservation_accepted' && !shift.reservations.includes(workerId)) {
      throw new DomainError('NOT_FOUND', { id: workerId });
    }
    const worker = await loadBookableWorker(tx, accountId, workerId, shift);
    const booked = await bookShift(tx, shift, {
      worker,
      state,
      by: await changedBy(tx, clock, actor),
      audit: {
        action: `shift.${state}`,
        changes: {
          before: { status: shift.status, assignedTo: shift.assignedTo },
          after: { status: 'booked', assignedTo: worker.id },
        },
      },
    });
    if (!booked) {
      throw new DomainError('SHIFT_TAKEN');
    }
    // A booking the worker asked for, confirmed here (the action center's booking confirmation): tell them.
    if (state === 'reservation_accepted') {
      await sendBookingConfirmation(tx, booked, worker.id);
    }
    return detailOf(tx, clock, actor, booked);
  });
}
