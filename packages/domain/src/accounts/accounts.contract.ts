import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountSettingsSchema } from './account-settings';

export const accountParamsSchema = z.object({ accountId: z.uuid() });

export const getAccountSettingsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/settings',
  summary: 'Account settings',
  tag: 'accounts',
  access: { kind: 'ability', action: 'read', subject: 'AccountSettings' },
  params: accountParamsSchema,
  response: accountSettingsSchema,
});

export const updateAccountSettingsContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/settings',
  summary: 'Change the account settings',
  tag: 'accounts',
  access: { kind: 'ability', action: 'update', subject: 'AccountSettings' },
  params: accountParamsSchema,
  body: accountSettingsSchema,
  response: accountSettingsSchema,
});
