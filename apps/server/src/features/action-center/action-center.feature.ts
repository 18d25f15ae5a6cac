import type { ServerFeature } from '../../http/server-feature';
import { registerActionCenterRoutes } from './action-center.routes';
import { createActionCenterService } from './action-center.service';

/** Action center: the tabs, completion and verification of shifts, inspection mail, the menu badge. */
export const actionCenterFeature: ServerFeature = {
  name: 'action-center',
  register: (app, dependencies, { db, clock, publicUrl }) =>
    registerActionCenterRoutes(app, dependencies, createActionCenterService({ db, clock, publicUrl })),
};
