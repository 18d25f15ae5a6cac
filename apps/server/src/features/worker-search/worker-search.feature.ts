import type { ServerFeature } from '../../http/server-feature';
import { registerWorkerSearchRoutes } from './worker-search.routes';
import { createWorkerSearchService } from './worker-search.service';

/** Employee search: an account's workers by name, e-mail or phone. */
export const workerSearchFeature: ServerFeature = {
  name: 'worker-search',
  register: (app, dependencies, { db }) =>
    registerWorkerSearchRoutes(app, dependencies, createWorkerSearchService({ db })),
};
