import {
  createTemporaryContractContract,
  listTemporaryContractsContract,
} from '@portal/domain/temporary-contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { TemporaryContractsService } from './temporary-contracts.service';

export function registerTemporaryContractsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contracts: TemporaryContractsService,
): void {
  registerContract(app, dependencies, listTemporaryContractsContract, ({ params }) =>
    contracts.listTemporaryContracts(params),
  );
  registerContract(app, dependencies, createTemporaryContractContract, ({ actor, params, body }) =>
    contracts.createTemporaryContract(actor, params, body),
  );
}
