import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { confirmationDetailSchema, confirmationOptionsSchema, confirmationPageSchema } from './confirmations';
import { listConfirmationsQuerySchema } from './confirmations.inputs';

export const confirmationParamsSchema = accountParamsSchema.extend({ shiftId: z.uuid() });

export const listConfirmationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/confirmations',
  summary:
    'Confirmed and verified shifts (a customer: of its areas) with planned and actual times, break, km, work-day type and paid hours; filters, sort, pages',
  tag: 'confirmations',
  access: { kind: 'ability', action: 'read', subject: 'Confirmations' },
  params: accountParamsSchema,
  query: listConfirmationsQuerySchema,
  response: confirmationPageSchema,
});

export const getConfirmationOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/confirmations/options',
  summary:
    'What the confirmations filters offer: the caller’s areas and the workers with confirmations there',
  tag: 'confirmations',
  access: { kind: 'ability', action: 'read', subject: 'Confirmations' },
  params: accountParamsSchema,
  response: confirmationOptionsSchema,
});

export const getConfirmationContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/confirmations/:shiftId',
  summary: 'One confirmed or verified shift with its whole history',
  tag: 'confirmations',
  access: { kind: 'ability', action: 'read', subject: 'Confirmations' },
  params: confirmationParamsSchema,
  response: confirmationDetailSchema,
});
