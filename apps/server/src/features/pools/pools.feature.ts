import type { ServerFeature } from '../../http/server-feature';
import { registerPoolsRoutes } from './pools.routes';
import { createPoolsService } from './pools.service';

/** HR pools: groups of workers and the areas they serve. */
export const poolsFeature: ServerFeature = {
  name: 'pools',
  register: (app, dependencies, { db, clock }) =>
    registerPoolsRoutes(app, dependencies, createPoolsService({ db, clock })),
};
