import type { ServerFeature } from '../../http/server-feature';
import { registerEmployeeSearchRoutes } from './employee-search.routes';
import { createEmployeeSearchService } from './employee-search.service';

/** Employee search: an account's workers by name, e-mail or phone. */
export const employeeSearchFeature: ServerFeature = {
  name: 'employee-search',
  register: (app, dependencies, { db }) =>
    registerEmployeeSearchRoutes(app, dependencies, createEmployeeSearchService({ db })),
};
