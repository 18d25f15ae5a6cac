import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  messageTemplateListSchema,
  messageTemplateLocaleSchema,
  messageTemplatePreviewSchema,
  messageTemplateSchema,
  saveMessageTemplateInputSchema,
} from './message-templates';

export const messageTemplateParamsSchema = accountParamsSchema.extend({ type: z.string().min(1).max(60) });
export const messageTemplateLocaleParamsSchema = messageTemplateParamsSchema.extend({
  locale: messageTemplateLocaleSchema,
});

// The texts HR sends in the account's name: admins and agents (subject Communications).
const reads = { kind: 'ability', action: 'read', subject: 'Communications' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Communications' } as const;
const base = '/api/accounts/:accountId/message-templates';
const tag = 'message-templates';

export const listMessageTemplatesContract = defineContract({
  method: 'GET',
  path: base,
  summary: 'The automatic messages, each with its placeholders and the languages the account has changed',
  tag,
  access: reads,
  params: accountParamsSchema,
  response: messageTemplateListSchema,
});

export const getMessageTemplateContract = defineContract({
  method: 'GET',
  path: `${base}/:type`,
  summary: 'One message in every language: the account’s text, else the default (unknown type: NOT_FOUND)',
  tag,
  access: reads,
  params: messageTemplateParamsSchema,
  response: messageTemplateSchema,
});

export const saveMessageTemplateContract = defineContract({
  method: 'PUT',
  path: `${base}/:type/:locale`,
  summary:
    'The account’s own text of one message in one language; a placeholder the message does not fill is refused (MESSAGE_TEMPLATE_UNKNOWN_PLACEHOLDER)',
  tag,
  access: manages,
  params: messageTemplateLocaleParamsSchema,
  body: saveMessageTemplateInputSchema,
  response: messageTemplateSchema,
});

export const resetMessageTemplateContract = defineContract({
  method: 'DELETE',
  path: `${base}/:type/:locale`,
  summary: 'Back to the default text of one message in one language',
  tag,
  access: manages,
  params: messageTemplateLocaleParamsSchema,
  response: messageTemplateSchema,
});

export const previewMessageTemplateContract = defineContract({
  method: 'POST',
  path: `${base}/:type/preview`,
  summary: 'A text as a worker would get it, with sample values in the placeholders (nothing is saved)',
  tag,
  access: reads,
  params: messageTemplateParamsSchema,
  body: saveMessageTemplateInputSchema,
  response: messageTemplatePreviewSchema,
});
