import type { ServerFeature } from '../../http/server-feature';
import { registerTemporaryContractsRoutes } from './temporary-contracts.routes';
import { createTemporaryContractsService } from './temporary-contracts.service';

/** Temporary contracts of a worker and their PDF documents. */
export const temporaryContractsFeature: ServerFeature = {
  name: 'temporary-contracts',
  register: (app, dependencies, { db, clock, documentSealer }) =>
    registerTemporaryContractsRoutes(
      app,
      dependencies,
      createTemporaryContractsService({ db, clock, documentSealer }),
    ),
};
