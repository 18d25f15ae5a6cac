import type { ServerFeature } from '../../http/server-feature';
import { registerAreasRoutes } from './areas.routes';
import { createAreasService } from './areas.service';

/** Work areas of an account. */
export const areasFeature: ServerFeature = {
  name: 'areas',
  register: (app, dependencies, { db, clock }) =>
    registerAreasRoutes(app, dependencies, createAreasService({ db, clock })),
};
