import type { ServerFeature } from '../../http/server-feature';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createBillingDetailsService } from './billing-details.service';

/** Account settings: an account's work-time rules and its billing details (buyer, and its organization as seller). */
export const accountsFeature: ServerFeature = {
  name: 'accounts',
  register: (app, dependencies, { db, clock }) =>
    registerAccountsRoutes(
      app,
      dependencies,
      createAccountsService({ db, clock }),
      createBillingDetailsService({ db, clock }),
    ),
};
