import type { ServerFeature } from '../../http/server-feature';
import { registerShiftPlanningRoutes } from './shift-planning.routes';
import { createShiftPlanningService } from './shift-planning.service';

/** Shift planning: fill rates by area and week (read only). */
export const shiftPlanningFeature: ServerFeature = {
  name: 'shift-planning',
  register: (app, dependencies, { db, clock }) =>
    registerShiftPlanningRoutes(app, dependencies, createShiftPlanningService({ db, clock })),
};
