import { defineContract } from '../shared/contract';
import { workerParamsSchema } from '../shared/route-params';
import { queuedEmailSchema, queuedSmsSchema } from './worker-messages';
import { sendWorkerEmailInputSchema, sendWorkerSmsInputSchema } from './worker-messages.inputs';

export const sendWorkerSmsContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/sms',
  summary:
    'Send an SMS to the worker’s mobile through the SMS outbox; more than 3 parts only for admins (SMS_COSTLY)',
  tag: 'worker-messages',
  access: { kind: 'ability', action: 'create', subject: 'Communications' },
  params: workerParamsSchema,
  body: sendWorkerSmsInputSchema,
  response: queuedSmsSchema,
  successStatus: 202,
});

export const sendWorkerEmailContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/email',
  summary: 'Send an e-mail to the worker through the mail outbox',
  tag: 'worker-messages',
  access: { kind: 'ability', action: 'create', subject: 'Communications' },
  params: workerParamsSchema,
  body: sendWorkerEmailInputSchema,
  response: queuedEmailSchema,
  successStatus: 202,
});
