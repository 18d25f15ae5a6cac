import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { poolCandidatesSchema, poolDetailSchema, poolOptionsSchema, poolPageSchema } from './pools';
import {
  addPoolMembersInputSchema,
  createPoolInputSchema,
  listPoolsQuerySchema,
  poolCandidatesQuerySchema,
  updatePoolInputSchema,
} from './pools.inputs';

export const poolParamsSchema = accountParamsSchema.extend({ poolId: z.uuid() });
export const poolMemberParamsSchema = poolParamsSchema.extend({ userId: z.uuid() });

export const listPoolsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/pools',
  summary: 'Pools of the account with member and area counts, default first; search by name, pages',
  tag: 'pools',
  access: { kind: 'ability', action: 'read', subject: 'Pool' },
  params: accountParamsSchema,
  query: listPoolsQuerySchema,
  response: poolPageSchema,
});

export const getPoolOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/pools/options',
  summary: 'What the pool form offers: the areas of the account',
  tag: 'pools',
  access: { kind: 'ability', action: 'read', subject: 'Pool' },
  params: accountParamsSchema,
  response: poolOptionsSchema,
});

export const getPoolContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/pools/:poolId',
  summary: 'One pool with its members and the areas it serves',
  tag: 'pools',
  access: { kind: 'ability', action: 'read', subject: 'Pool' },
  params: poolParamsSchema,
  response: poolDetailSchema,
});

export const createPoolContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/pools',
  summary: 'Create a pool; the first pool of an account, or one asked to be, becomes the default',
  tag: 'pools',
  access: { kind: 'ability', action: 'create', subject: 'Pool' },
  params: accountParamsSchema,
  body: createPoolInputSchema,
  response: poolDetailSchema,
  successStatus: 201,
});

export const updatePoolContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/pools/:poolId',
  summary: 'Change name, default flag (takes it from the previous default) and the areas served',
  tag: 'pools',
  access: { kind: 'ability', action: 'update', subject: 'Pool' },
  params: poolParamsSchema,
  body: updatePoolInputSchema,
  response: poolDetailSchema,
});

export const deletePoolContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/pools/:poolId',
  summary: 'Delete a pool that is not the default; memberships go, the workers stay',
  tag: 'pools',
  access: { kind: 'ability', action: 'delete', subject: 'Pool' },
  params: poolParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const addPoolMembersContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/pools/:poolId/members',
  summary: 'Add workers of the account to the pool',
  tag: 'pools',
  access: { kind: 'ability', action: 'update', subject: 'Pool' },
  params: poolParamsSchema,
  body: addPoolMembersInputSchema,
  response: poolDetailSchema,
});

export const removePoolMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/pools/:poolId/members/:userId',
  summary: 'Remove a worker from the pool (the worker stays)',
  tag: 'pools',
  access: { kind: 'ability', action: 'update', subject: 'Pool' },
  params: poolMemberParamsSchema,
  response: poolDetailSchema,
});

export const findPoolCandidatesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/pools/:poolId/candidates',
  summary:
    'Accepted workers of the account not in the pool whose first or last name starts with the query (6)',
  tag: 'pools',
  access: { kind: 'ability', action: 'update', subject: 'Pool' },
  params: poolParamsSchema,
  query: poolCandidatesQuerySchema,
  response: poolCandidatesSchema,
});
