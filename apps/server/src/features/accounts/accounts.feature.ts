import type { ServerFeature } from '../../http/server-feature';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';

/** Account settings: an account's work-time rules. */
export const accountsFeature: ServerFeature = {
  name: 'accounts',
  register: (app, dependencies, { db, clock }) =>
    registerAccountsRoutes(app, dependencies, createAccountsService({ db, clock })),
};
