import {
  checkWorkerEmailContract,
  createWorkerContract,
  getWorkerActivityContract,
  getWorkerContract,
  getWorkerOptionsContract,
  listWorkersContract,
  updateWorkerContract,
} from '@portal/domain/workers';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import { checkWorkerEmail } from './check-worker-email';
import type { WorkersService } from './workers.service';

/** Personnel (workers) of an account: list, options, e-mail check, create, read, update, activity. */
export function registerWorkersRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  workers: WorkersService,
): void {
  registerContract(app, dependencies, listWorkersContract, ({ params, query }) =>
    workers.listWorkers(params.accountId, query),
  );
  registerContract(app, dependencies, getWorkerOptionsContract, ({ params }) =>
    workers.getWorkerOptions(params.accountId),
  );
  registerContract(app, dependencies, checkWorkerEmailContract, ({ actor, body }) =>
    checkWorkerEmail(dependencies.db, actor, body),
  );
  registerContract(app, dependencies, createWorkerContract, ({ actor, params, body }) =>
    workers.createWorker(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getWorkerContract, ({ params }) =>
    workers.getWorker(params.accountId, params.workerId),
  );
  registerContract(app, dependencies, updateWorkerContract, ({ actor, params, body }) =>
    workers.updateWorker(actor, params.accountId, params.workerId, body),
  );
  registerContract(app, dependencies, getWorkerActivityContract, ({ params }) =>
    workers.getWorkerActivity(params.accountId, params.workerId),
  );
}
