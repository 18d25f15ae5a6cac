import type { ServerFeature } from '../../http/server-feature';
import { registerAreaGroupsRoutes } from './area-groups.routes';
import { createAreaGroupsService } from './area-groups.service';

/** Area groups: areas of several accounts grouped under one name. */
export const areaGroupsFeature: ServerFeature = {
  name: 'area-groups',
  register: (app, dependencies, { db, clock }) =>
    registerAreaGroupsRoutes(app, dependencies, createAreaGroupsService({ db, clock })),
};
