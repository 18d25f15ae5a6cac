import { defineContract } from '../shared/contract';
import { workerParamsSchema } from '../shared/route-params';
import {
  revealedWorkerPaymentDetailsSchema,
  workerPaymentDetailsInputSchema,
  workerPaymentDetailsSchema,
} from './worker-payment-details';

// Payment details are payroll data (issue 14 §3): the `Payroll` ability, not `Worker`, so agents who manage
// workers still see none of them.

export const getWorkerPaymentDetailsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/payment-details',
  summary: 'A worker’s identity code and bank account, masked, with who changed them last',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: workerParamsSchema,
  response: workerPaymentDetailsSchema,
});

export const revealWorkerPaymentDetailsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/payment-details/revealed',
  summary: 'A worker’s identity code and bank account in clear; every reveal is audited',
  tag: 'workers',
  access: { kind: 'ability', action: 'read', subject: 'Payroll' },
  params: workerParamsSchema,
  response: revealedWorkerPaymentDetailsSchema,
});

export const updateWorkerPaymentDetailsContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/workers/:workerId/payment-details',
  summary: 'Save a worker’s identity code, IBAN and BIC (each may be cleared); answers them masked',
  tag: 'workers',
  access: { kind: 'ability', action: 'update', subject: 'Payroll' },
  params: workerParamsSchema,
  body: workerPaymentDetailsInputSchema,
  response: workerPaymentDetailsSchema,
});
