import type { ServerFeature } from '../../http/server-feature';
import { registerWorkersRoutes } from './workers.routes';
import { createWorkersService } from './workers.service';

/** HR personnel: an account's workers. */
export const workersFeature: ServerFeature = {
  name: 'workers',
  register: (app, dependencies, { db, clock }) =>
    registerWorkersRoutes(app, dependencies, createWorkersService({ db, clock })),
};
