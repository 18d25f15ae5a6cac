import { defineContract } from '../shared/contract';
import { accountParamsSchema, workerParamsSchema } from '../shared/route-params';
import { workerActivitySchema, workerListSchema, workerOptionsSchema, workerSchema } from './workers';
import {
  emailAvailabilityInputSchema,
  emailAvailabilitySchema,
  workerInputSchema,
  workerListQuerySchema,
} from './workers.inputs';

/** Kept for imports of this contract; the shared route parameters own it. */
export { workerParamsSchema };

export const listWorkersContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers',
  summary: 'Personnel list: filters, text search (2+ characters), pages, ordered by name',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  query: workerListQuerySchema,
  response: workerListSchema,
});

export const getWorkerOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/options',
  summary: 'Choices for the personnel filters and form: the account’s pools and workers’ cities',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  response: workerOptionsSchema,
});

export const checkWorkerEmailContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/email-available',
  summary: 'Whether an e-mail address is still free (unique across all users, any case)',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  body: emailAvailabilityInputSchema,
  response: emailAvailabilitySchema,
});

export const createWorkerContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers',
  summary: 'Create a worker; EMAIL_IN_USE when the address is taken; confirmed queues the welcome e-mail',
  tag: 'workers',
  access: { kind: 'ability', action: 'create', subject: 'Worker' },
  params: accountParamsSchema,
  body: workerInputSchema,
  response: workerSchema,
  successStatus: 201,
});

export const getWorkerContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId',
  summary: 'One worker of the account with its pools and step state',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: workerParamsSchema,
  response: workerSchema,
});

export const updateWorkerContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/workers/:workerId',
  summary: 'Update a worker; confirmed turning true queues the welcome e-mail once',
  tag: 'workers',
  access: { kind: 'ability', action: 'update', subject: 'Worker' },
  params: workerParamsSchema,
  body: workerInputSchema,
  response: workerSchema,
});

export const getWorkerActivityContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/activity',
  summary: 'Upcoming booked shifts (by end, up to 900), areas with confirmed shifts, history',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: workerParamsSchema,
  response: workerActivitySchema,
});
