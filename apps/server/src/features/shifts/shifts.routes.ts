import {
  acceptReservationContract,
  assignmentWarningsContract,
  assignShiftContract,
  boostShiftContract,
  calendarShiftsContract,
  cancelBookingContract,
  getShiftContract,
  removeShiftBoostContract,
  updateShiftContract,
} from '@portal/domain/shifts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ShiftsService } from './shifts.service';

/** Single shifts: the calendar, the detail and the actions on one shift. */
export function registerShiftsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  shifts: ShiftsService,
): void {
  // Up to 1,500 shifts by column, every value typed from SQL: the route tests check the answer's shape.
  registerContract(
    app,
    dependencies,
    calendarShiftsContract,
    ({ actor, params, query }) => shifts.listCalendar(actor, params.accountId, query),
    { uncheckedResponse: true },
  );
  registerContract(app, dependencies, getShiftContract, ({ actor, params }) =>
    shifts.getShift(actor, params.accountId, params.shiftId),
  );
  registerContract(app, dependencies, updateShiftContract, ({ actor, params, body }) =>
    shifts.updateShift(actor, params.accountId, params.shiftId, body),
  );
  registerContract(app, dependencies, assignmentWarningsContract, ({ actor, params, query }) =>
    shifts.assignmentWarnings(actor, params.accountId, params.shiftId, query.workerId),
  );
  registerContract(app, dependencies, assignShiftContract, ({ actor, params, body }) =>
    shifts.assignShift(actor, params.accountId, params.shiftId, body),
  );
  registerContract(app, dependencies, acceptReservationContract, ({ actor, params }) =>
    shifts.acceptReservation(actor, params.accountId, params.shiftId, params.workerId),
  );
  registerContract(app, dependencies, cancelBookingContract, ({ actor, params, body }) =>
    shifts.cancelBooking(actor, params.accountId, params.shiftId, body),
  );
  registerContract(app, dependencies, boostShiftContract, ({ actor, params, body }) =>
    shifts.boostShift(actor, params.accountId, params.shiftId, body),
  );
  registerContract(app, dependencies, removeShiftBoostContract, ({ actor, params }) =>
    shifts.removeBoost(actor, params.accountId, params.shiftId),
  );
}
