import {
  addPoolMembersContract,
  createPoolContract,
  deletePoolContract,
  findPoolCandidatesContract,
  getPoolContract,
  getPoolOptionsContract,
  listPoolsContract,
  removePoolMemberContract,
  updatePoolContract,
} from '@portal/domain/pools';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { PoolsService } from './pools.service';

/** HR pools: list, one pool, create, update, delete, members and the worker search for adding them. */
export function registerPoolsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  pools: PoolsService,
): void {
  registerContract(app, dependencies, listPoolsContract, ({ params, query }) =>
    pools.listPools(params.accountId, query),
  );
  registerContract(app, dependencies, getPoolOptionsContract, ({ params }) =>
    pools.getPoolOptions(params.accountId),
  );
  registerContract(app, dependencies, getPoolContract, ({ params }) =>
    pools.getPool(params.accountId, params.poolId),
  );
  registerContract(app, dependencies, createPoolContract, ({ actor, params, body }) =>
    pools.createPool(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updatePoolContract, ({ actor, params, body }) =>
    pools.updatePool(actor, params.accountId, params.poolId, body),
  );
  registerContract(app, dependencies, deletePoolContract, ({ actor, params }) =>
    pools.deletePool(actor, params.accountId, params.poolId),
  );
  registerContract(app, dependencies, addPoolMembersContract, ({ actor, params, body }) =>
    pools.addMembers(actor, params.accountId, params.poolId, body),
  );
  registerContract(app, dependencies, removePoolMemberContract, ({ actor, params }) =>
    pools.removeMember(actor, params.accountId, params.poolId, params.userId),
  );
  registerContract(app, dependencies, findPoolCandidatesContract, ({ params, query }) =>
    pools.findCandidates(params.accountId, params.poolId, query),
  );
}
