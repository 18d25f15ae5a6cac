import {
  getWorkerPaymentDetailsContract,
  revealWorkerPaymentDetailsContract,
  updateWorkerPaymentDetailsContract,
} from '@portal/domain/workers';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { WorkerPaymentDetailsService } from './worker-payment-details.service';

/** A worker's identity code and bank account: masked read, audited reveal, save (the Payroll roles only). */
export function registerWorkerPaymentDetailsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  paymentDetails: WorkerPaymentDetailsService,
): void {
  registerContract(app, dependencies, getWorkerPaymentDetailsContract, ({ params }) =>
    paymentDetails.getPaymentDetails(params.accountId, params.workerId),
  );
  registerContract(app, dependencies, revealWorkerPaymentDetailsContract, ({ actor, params }) =>
    paymentDetails.revealPaymentDetails(actor, params.accountId, params.workerId),
  );
  registerContract(app, dependencies, updateWorkerPaymentDetailsContract, ({ actor, params, body }) =>
    paymentDetails.savePaymentDetails(actor, params.accountId, params.workerId, body),
  );
}
