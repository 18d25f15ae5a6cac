import type { ServerFeature } from '../../http/server-feature';
import { contractUsers } from './contract-users';
import { registerCustomerContractsRoutes } from './customer-contracts.routes';
import { createCustomerContractsService } from './customer-contracts.service';

/** Customer contracts (billing): an account's prices and wages per care role and kind of hour, dated. */
export const customerContractsFeature: ServerFeature = {
  name: 'customer-contracts',
  register: (app, dependencies, { db, clock }) =>
    registerCustomerContractsRoutes(
      app,
      dependencies,
      createCustomerContractsService({ db, clock, users: contractUsers }),
    ),
};
