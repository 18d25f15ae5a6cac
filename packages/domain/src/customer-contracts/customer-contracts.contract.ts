import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { customerContractInputSchema } from './customer-contracts.inputs';
import {
  contractDetailSchema,
  contractPageSchema,
  deletedContractSchema,
  listContractsQuerySchema,
} from './customer-contracts.views';

export const contractParamsSchema = accountParamsSchema.extend({ contractId: z.uuid() });

export const listContractsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/customer-contracts',
  summary: 'Customer contracts of the account by name; search by name or customer number, pages',
  tag: 'customer-contracts',
  access: { kind: 'ability', action: 'read', subject: 'Contract' },
  params: accountParamsSchema,
  query: listContractsQuerySchema,
  response: contractPageSchema,
});

export const getContractContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/customer-contracts/:contractId',
  summary: 'One customer contract with its terms and every dated version of prices and wages',
  tag: 'customer-contracts',
  access: { kind: 'ability', action: 'read', subject: 'Contract' },
  params: contractParamsSchema,
  response: contractDetailSchema,
});

export const createContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/customer-contracts',
  summary: 'Create a customer contract with its versions',
  tag: 'customer-contracts',
  access: { kind: 'ability', action: 'create', subject: 'Contract' },
  params: accountParamsSchema,
  body: customerContractInputSchema,
  response: contractDetailSchema,
  successStatus: 201,
});

export const updateContractContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/customer-contracts/:contractId',
  summary: 'Replace a customer contract: its terms and all its versions',
  tag: 'customer-contracts',
  access: { kind: 'ability', action: 'update', subject: 'Contract' },
  params: contractParamsSchema,
  body: customerContractInputSchema,
  response: contractDetailSchema,
});

export const deleteContractContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/customer-contracts/:contractId',
  summary: 'Delete a customer contract (soft); refused while anything uses it',
  tag: 'customer-contracts',
  access: { kind: 'ability', action: 'delete', subject: 'Contract' },
  params: contractParamsSchema,
  response: deletedContractSchema,
});
