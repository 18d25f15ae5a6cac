import {
  archiveContractTemplateContract,
  cancelEmploymentContractContract,
  countersignEmploymentContractContract,
  createContractTemplateContract,
  createEmploymentContractContract,
  deleteEmploymentContractContract,
  getEmploymentContractContract,
  listContractTemplatesContract,
  listEmploymentContractsContract,
  listWorkerEmploymentContractsContract,
  remindEmploymentContractContract,
  sendEmploymentContractContract,
  updateContractTemplateContract,
  updateEmploymentContractContract,
} from '@portal/domain/employment-contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { EmploymentContractsService } from './employment-contracts.service';

/** The staff's routes: templates and contracts of an account (subject Payroll). */
export function registerEmploymentContractsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contracts: EmploymentContractsService,
): void {
  registerContract(app, dependencies, listContractTemplatesContract, ({ params }) =>
    contracts.listTemplates(params.accountId),
  );
  registerContract(app, dependencies, createContractTemplateContract, ({ actor, params, body }) =>
    contracts.createTemplate(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updateContractTemplateContract, ({ actor, params, body }) =>
    contracts.updateTemplate(actor, params, body),
  );
  registerContract(app, dependencies, archiveContractTemplateContract, ({ actor, params }) =>
    contracts.archiveTemplate(actor, params),
  );
  registerContract(app, dependencies, listEmploymentContractsContract, ({ params, query }) =>
    contracts.list(params.accountId, query),
  );
  registerContract(app, dependencies, getEmploymentContractContract, ({ params }) => contracts.get(params));
  registerContract(app, dependencies, createEmploymentContractContract, ({ actor, params, body }) =>
    contracts.create(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updateEmploymentContractContract, ({ actor, params, body }) =>
    contracts.update(actor, params, body),
  );
  registerContract(app, dependencies, deleteEmploymentContractContract, ({ actor, params }) =>
    contracts.delete(actor, params),
  );
  registerContract(app, dependencies, sendEmploymentContractContract, ({ actor, params, body }) =>
    contracts.send(actor, params, body),
  );
  registerContract(app, dependencies, remindEmploymentContractContract, ({ actor, params }) =>
    contracts.remind(actor, params),
  );
  registerContract(app, dependencies, cancelEmploymentContractContract, ({ actor, params }) =>
    contracts.cancel(actor, params),
  );
  registerContract(app, dependencies, countersignEmploymentContractContract, ({ actor, params }) =>
    contracts.countersign(actor, params),
  );
  registerContract(app, dependencies, listWorkerEmploymentContractsContract, ({ params }) =>
    contracts.listForWorker(params.accountId, params.workerId),
  );
}
