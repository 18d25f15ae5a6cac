import type { ServerFeature } from '../../http/server-feature';
import { registerShiftsRoutes } from './shifts.routes';
import { createShiftsService } from './shifts.service';

/** Single shifts: calendar, detail, assignment, reservations, cancelling a booking, boost, edits. */
export const shiftsFeature: ServerFeature = {
  name: 'shifts',
  register: (app, dependencies, { db, clock }) =>
    registerShiftsRoutes(app, dependencies, createShiftsService({ db, clock })),
};
