import {
  confirmApplicantContract,
  getApplicationContract,
  getApplicationHistoryContract,
  getApplicationOptionsContract,
  getCallListContract,
  listApplicationsContract,
  moveApplicationContract,
  recordApplicationCallContract,
  updateApplicationContract,
} from '@portal/domain/recruitment';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ApplicationsService } from './applications.service';

/** The staff routes of the applications pipeline: list, options, call list, detail, history, changes. */
export function registerApplicationsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  applications: ApplicationsService,
): void {
  registerContract(app, dependencies, listApplicationsContract, ({ params, query }) =>
    applications.list(params.accountId, query),
  );
  registerContract(app, dependencies, getApplicationOptionsContract, ({ params }) =>
    applications.options(params.accountId),
  );
  registerContract(app, dependencies, getCallListContract, ({ params, query }) =>
    applications.callList(params.accountId, query),
  );
  registerContract(app, dependencies, getApplicationContract, ({ params }) => applications.get(params));
  registerContract(app, dependencies, getApplicationHistoryContract, ({ params }) =>
    applications.history(params),
  );
  registerContract(app, dependencies, updateApplicationContract, ({ actor, params, body }) =>
    applications.update(actor, params, body),
  );
  registerContract(app, dependencies, moveApplicationContract, ({ actor, params, body }) =>
    applications.move(actor, params, body),
  );
  registerContract(app, dependencies, recordApplicationCallContract, ({ actor, params, body }) =>
    applications.call(actor, params, body),
  );
  registerContract(app, dependencies, confirmApplicantContract, ({ actor, params, body }) =>
    applications.confirm(actor, params, body),
  );
}
