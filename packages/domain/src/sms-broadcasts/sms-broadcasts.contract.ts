import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  smsBroadcastListSchema,
  smsBroadcastRecipientListSchema,
  smsBroadcastSchema,
  smsOptOutListSchema,
  smsOptOutSchema,
  smsRecipientCountSchema,
} from './sms-broadcasts';
import {
  smsBroadcastInputSchema,
  smsBroadcastListQuerySchema,
  smsOptOutInputSchema,
  smsOptOutListQuerySchema,
  smsRecipientListQuerySchema,
} from './sms-broadcasts.inputs';

export const smsBroadcastParamsSchema = accountParamsSchema.extend({ broadcastId: z.uuid() });
export const smsOptOutParamsSchema = accountParamsSchema.extend({ mobile: z.string().trim().min(1).max(40) });

// HR's work: admins and agents (the menu subject Communications); customers see none of it.
const readsSms = { kind: 'ability', action: 'read', subject: 'Communications' } as const;
const managesSms = { kind: 'ability', action: 'manage', subject: 'Communications' } as const;
const tag = 'sms-broadcasts';
const base = '/api/accounts/:accountId/sms-broadcasts';

export const listSmsBroadcastsContract = defineContract({
  method: 'GET',
  path: base,
  summary: 'The account’s bulk SMS, newest first, pages of 10, with progress while sending',
  tag,
  access: readsSms,
  params: accountParamsSchema,
  query: smsBroadcastListQuerySchema,
  response: smsBroadcastListSchema,
});

export const createSmsBroadcastContract = defineContract({
  method: 'POST',
  path: base,
  summary: 'Save a bulk SMS draft: title and text required (SMS_TITLE_REQUIRED, SMS_TEXT_REQUIRED), a target',
  tag,
  access: managesSms,
  params: accountParamsSchema,
  body: smsBroadcastInputSchema,
  response: smsBroadcastSchema,
  successStatus: 201,
});

export const getSmsBroadcastContract = defineContract({
  method: 'GET',
  path: `${base}/:broadcastId`,
  summary: 'A bulk SMS with its progress',
  tag,
  access: readsSms,
  params: smsBroadcastParamsSchema,
  response: smsBroadcastSchema,
});

export const updateSmsBroadcastContract = defineContract({
  method: 'PUT',
  path: `${base}/:broadcastId`,
  summary: 'Change a draft (SMS_BROADCAST_NOT_EDITABLE once sending has started)',
  tag,
  access: managesSms,
  params: smsBroadcastParamsSchema,
  body: smsBroadcastInputSchema,
  response: smsBroadcastSchema,
});

export const deleteSmsBroadcastContract = defineContract({
  method: 'DELETE',
  path: `${base}/:broadcastId`,
  summary: 'Delete a draft (SMS_BROADCAST_NOT_EDITABLE once sending has started)',
  tag,
  access: managesSms,
  params: smsBroadcastParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});

export const smsRecipientCountContract = defineContract({
  method: 'GET',
  path: `${base}/:broadcastId/recipient-count`,
  summary:
    'Who sending would reach now (opted-out numbers and workers without a mobile left out) and the cost',
  tag,
  access: readsSms,
  params: smsBroadcastParamsSchema,
  response: smsRecipientCountSchema,
});

export const sendSmsBroadcastContract = defineContract({
  method: 'POST',
  path: `${base}/:broadcastId/send`,
  summary:
    'Fix the recipients and start sending (status sending). Costly SMS only for admins (SMS_COSTLY); no recipient: SMS_BROADCAST_NO_RECIPIENTS. Sending twice does nothing more.',
  tag,
  access: managesSms,
  params: smsBroadcastParamsSchema,
  response: smsBroadcastSchema,
});

export const listSmsRecipientsContract = defineContract({
  method: 'GET',
  path: `${base}/:broadcastId/recipients`,
  summary: 'Delivery per recipient (filter: status), pages of 10',
  tag,
  access: readsSms,
  params: smsBroadcastParamsSchema,
  query: smsRecipientListQuerySchema,
  response: smsBroadcastRecipientListSchema,
});

export const listSmsOptOutsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/sms-opt-outs',
  summary: 'Numbers that get no bulk SMS of the account, newest first',
  tag,
  access: readsSms,
  params: accountParamsSchema,
  query: smsOptOutListQuerySchema,
  response: smsOptOutListSchema,
});

export const addSmsOptOutContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/sms-opt-outs',
  summary: 'Stop bulk SMS to a number (SMS_OPT_OUT_MOBILE_INVALID); adding one twice keeps the first',
  tag,
  access: managesSms,
  params: accountParamsSchema,
  body: smsOptOutInputSchema,
  response: smsOptOutSchema,
  successStatus: 201,
});

export const removeSmsOptOutContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/sms-opt-outs/:mobile',
  summary: 'Let a number get bulk SMS again',
  tag,
  access: managesSms,
  params: smsOptOutParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});
