import type { ServerFeature } from '../../http/server-feature';
import { registerConfirmationsRoutes } from './confirmations.routes';
import { createConfirmationsService } from './confirmations.service';

/** Confirmations: confirmed and verified shifts (read only). */
export const confirmationsFeature: ServerFeature = {
  name: 'confirmations',
  register: (app, dependencies, { db }) =>
    registerConfirmationsRoutes(app, dependencies, createConfirmationsService({ db })),
};
