import type { Actor } from '@portal/domain/access';
import type {
  AssignShiftInput,
  BoostShiftInput,
  CalendarShiftsQuery,
  CancelBookingInput,
  UpdateShiftInput,
} from '@portal/domain/shifts';
import { bookFreeShift } from './use-cases/book-free-shift';
import { boostShift } from './use-cases/boost-shift';
import { cancelBooking } from './use-cases/cancel-booking';
import { getAssignmentWarnings } from './use-cases/get-assignment-warnings';
import { getShift } from './use-cases/get-shift';
import { listCalendarShifts } from './use-cases/list-calendar-shifts';
import { removeBoost } from './use-cases/remove-boost';
import type { ShiftsServiceDependencies } from './use-cases/shift-use-case';
import { updateShift } from './use-cases/update-shift';

export type { ShiftsServiceDependencies } from './use-cases/shift-use-case';

/**
 * One shift at a time: the calendar, the detail, filling (assign, reservations, cancel a booking), boost
 * and edits, one use case per file in `use-cases/`, each taking one options object. The route has checked
 * the account (404) and the route-level ability (403); each shift is then checked against the caller's
 * rules with its area, so a customer only reaches its own areas' shifts. Every change appends a history
 * entry and writes the audit log in the transaction of the change, then recomputes the gig's figures and
 * announces the change.
 */
export function createShiftsService(dependencies: ShiftsServiceDependencies) {
  return {
    listCalendar: (actor: Actor, accountId: string, query: CalendarShiftsQuery) =>
      listCalendarShifts(dependencies, { actor, accountId, query }),
    getShift: (actor: Actor, accountId: string, shiftId: string) =>
      getShift(dependencies, { actor, accountId, shiftId }),
    assignmentWarnings: (actor: Actor, accountId: string, shiftId: string, workerId: string) =>
      getAssignmentWarnings(dependencies, { actor, accountId, shiftId, workerId }),
    assignShift: (actor: Actor, accountId: string, shiftId: string, input: AssignShiftInput) =>
      bookFreeShift(dependencies, { actor, accountId, shiftId, workerId: input.workerId, state: 'assigned' }),
    acceptReservation: (actor: Actor, accountId: string, shiftId: string, workerId: string) =>
      bookFreeShift(dependencies, { actor, accountId, shiftId, workerId, state: 'reservation_accepted' }),
    cancelBooking: (actor: Actor, accountId: string, shiftId: string, input: CancelBookingInput) =>
      cancelBooking(dependencies, { actor, accountId, shiftId, input }),
    boostShift: (actor: Actor, accountId: string, shiftId: string, input: BoostShiftInput) =>
      boostShift(dependencies, { actor, accountId, shiftId, input }),
    removeBoost: (actor: Actor, accountId: string, shiftId: string) =>
      removeBoost(dependencies, { actor, accountId, shiftId }),
    updateShift: (actor: Actor, accountId: string, shiftId: string, input: UpdateShiftInput) =>
      updateShift(dependencies, { actor, accountId, shiftId, input }),
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
