import type { ServerFeature } from '../../http/server-feature';
import { registerPersonnelRoutes } from './personnel.routes';
import { createPersonnelService } from './personnel.service';

/** HR personnel: an account's workers. */
export const personnelFeature: ServerFeature = {
  name: 'personnel',
  register: (app, dependencies, { db, clock }) =>
    registerPersonnelRoutes(app, dependencies, createPersonnelService({ db, clock })),
};
