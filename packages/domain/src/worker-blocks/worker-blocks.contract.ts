import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema, workerParamsSchema } from '../shared/route-params';
import { areaOptionSchema, workerBlockSchema } from './worker-blocks';
import { createWorkerBlockInputSchema } from './worker-blocks.inputs';

/** Kept for imports of this contract; the shared route parameters own it. */
export { workerParamsSchema };
export const workerBlockParamsSchema = workerParamsSchema.extend({ blockId: z.uuid() });

export const workerBlockListSchema = z.object({ items: z.array(workerBlockSchema) });
export type WorkerBlockList = z.infer<typeof workerBlockListSchema>;

export const areaOptionListSchema = z.object({ items: z.array(areaOptionSchema) });
export type AreaOptionList = z.infer<typeof areaOptionListSchema>;

export const listWorkerBlocksContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/blocks',
  summary: 'Blocks of a worker in this account and in the whole app, active and lifted, newest first',
  tag: 'worker-blocks',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: workerParamsSchema,
  response: workerBlockListSchema,
});

export const createWorkerBlockContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/blocks',
  summary:
    'Block a worker from every area of the account, from some areas, or from the whole app (admins only); a reason is required',
  tag: 'worker-blocks',
  access: { kind: 'ability', action: 'update', subject: 'Worker' },
  params: workerParamsSchema,
  body: createWorkerBlockInputSchema,
  response: workerBlockSchema,
  successStatus: 201,
});

export const liftWorkerBlockContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/blocks/:blockId/lift',
  summary: 'Unblock: lift an active block (the block stays in the history with who lifted it and when)',
  tag: 'worker-blocks',
  access: { kind: 'ability', action: 'update', subject: 'Worker' },
  params: workerBlockParamsSchema,
  response: workerBlockSchema,
});

export const listBlockAreaOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/worker-blocks/area-options',
  summary: 'The account’s active areas, by name, for choosing the areas of a block or a temporary contract',
  tag: 'worker-blocks',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  response: areaOptionListSchema,
});
