import type { ServerFeature } from '../../http/server-feature';
import { registerDashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

/** The dashboard's figures of an account. */
export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  register: (app, dependencies, { db, clock }) =>
    registerDashboardRoutes(app, dependencies, createDashboardService({ db, clock })),
};
