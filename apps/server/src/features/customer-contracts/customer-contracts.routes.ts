import {
  createContractContract,
  deleteContractContract,
  getContractContract,
  listContractsContract,
  updateContractContract,
} from '@portal/domain/customer-contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { CustomerContractsService } from './customer-contracts.service';

/** Customer contracts: list, one contract, create, replace, delete. */
export function registerCustomerContractsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contracts: CustomerContractsService,
): void {
  registerContract(app, dependencies, listContractsContract, ({ params, query }) =>
    contracts.listContracts({ accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, getContractContract, ({ params }) =>
    contracts.getContract({ accountId: params.accountId, contractId: params.contractId }),
  );
  registerContract(app, dependencies, createContractContract, ({ actor, params, body }) =>
    contracts.createContract({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, updateContractContract, ({ actor, params, body }) =>
    contracts.updateContract({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, deleteContractContract, ({ actor, params }) =>
    contracts.deleteContract({ actor, ...params }),
  );
}
