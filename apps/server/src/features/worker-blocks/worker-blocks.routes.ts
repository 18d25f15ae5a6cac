import {
  createWorkerBlockContract,
  liftWorkerBlockContract,
  listBlockAreaOptionsContract,
  listWorkerBlocksContract,
} from '@portal/domain/worker-blocks';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { WorkerBlocksService } from './worker-blocks.service';

export function registerWorkerBlocksRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  blocks: WorkerBlocksService,
): void {
  registerContract(app, dependencies, listWorkerBlocksContract, ({ params }) =>
    blocks.listWorkerBlocks(params),
  );
  registerContract(app, dependencies, createWorkerBlockContract, ({ actor, params, body }) =>
    blocks.createWorkerBlock(actor, params, body),
  );
  registerContract(app, dependencies, liftWorkerBlockContract, ({ actor, params }) =>
    blocks.liftWorkerBlock(actor, params),
  );
  registerContract(app, dependencies, listBlockAreaOptionsContract, ({ params }) =>
    blocks.listAreaOptions(params.accountId),
  );
}
