import type { ServerFeature } from '../../http/server-feature';
import { registerApplicationStatisticsRoutes } from './application-statistics.routes';
import { createApplicationStatisticsService } from './application-statistics.service';

/** Weekly application statistics (issue 16 §4, decision 0055): reads recruitment, users and shifts. */
export const applicationStatisticsFeature: ServerFeature = {
  name: 'application-statistics',
  register: (app, dependencies, { db, clock }) =>
    registerApplicationStatisticsRoutes(app, dependencies, createApplicationStatisticsService({ db, clock })),
};
