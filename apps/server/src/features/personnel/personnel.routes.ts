import {
  checkWorkerEmailContract,
  createWorkerContract,
  getWorkerActivityContract,
  getWorkerContract,
  getWorkerOptionsContract,
  listWorkersContract,
  updateWorkerContract,
} from '@portal/domain/personnel/personnel.contract';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { PersonnelService } from './personnel.service';

/** Personnel (workers) of an account: list, options, e-mail check, create, read, update, activity. */
export function registerPersonnelRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  personnel: PersonnelService,
): void {
  registerContract(app, dependencies, listWorkersContract, ({ params, query }) =>
    personnel.listWorkers(params.accountId, query),
  );
  registerContract(app, dependencies, getWorkerOptionsContract, ({ params }) =>
    personnel.getWorkerOptions(params.accountId),
  );
  registerContract(app, dependencies, checkWorkerEmailContract, ({ body }) => personnel.checkEmail(body));
  registerContract(app, dependencies, createWorkerContract, ({ actor, params, body }) =>
    personnel.createWorker(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getWorkerContract, ({ params }) =>
    personnel.getWorker(params.accountId, params.workerId),
  );
  registerContract(app, dependencies, updateWorkerContract, ({ actor, params, body }) =>
    personnel.updateWorker(actor, params.accountId, params.workerId, body),
  );
  registerContract(app, dependencies, getWorkerActivityContract, ({ params }) =>
    personnel.getWorkerActivity(params.accountId, params.workerId),
  );
}
