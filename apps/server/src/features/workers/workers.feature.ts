import type { ServerFeature } from '../../http/server-feature';
import { registerWorkerPaymentDetailsRoutes } from './worker-payment-details.routes';
import { createWorkerPaymentDetailsService } from './worker-payment-details.service';
import { registerWorkersRoutes } from './workers.routes';
import { createWorkersService } from './workers.service';

/** HR personnel: an account's workers, and their payment details for payroll (issue 14 §3). */
export const workersFeature: ServerFeature = {
  name: 'workers',
  register: (app, dependencies, { db, clock, personalData }) => {
    registerWorkersRoutes(app, dependencies, createWorkersService({ db, clock }));
    registerWorkerPaymentDetailsRoutes(
      app,
      dependencies,
      createWorkerPaymentDetailsService({ db, clock, cipher: personalData }),
    );
  },
};
