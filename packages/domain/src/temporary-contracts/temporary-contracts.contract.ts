import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { workerParamsSchema } from '../shared/route-params';
import { temporaryContractSchema } from './temporary-contracts';
import { createTemporaryContractInputSchema } from './temporary-contracts.inputs';

export const temporaryContractListSchema = z.object({ items: z.array(temporaryContractSchema) });
export type TemporaryContractList = z.infer<typeof temporaryContractListSchema>;

export const listTemporaryContractsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/temporary-contracts',
  summary: 'Temporary contracts of a worker in this account, newest first',
  tag: 'temporary-contracts',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: workerParamsSchema,
  response: temporaryContractListSchema,
});

export const createTemporaryContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/temporary-contracts',
  summary: 'Create a temporary contract and its PDF (stored as a document of the worker)',
  tag: 'temporary-contracts',
  access: { kind: 'ability', action: 'update', subject: 'Worker' },
  params: workerParamsSchema,
  body: createTemporaryContractInputSchema,
  response: temporaryContractSchema,
  successStatus: 201,
});
