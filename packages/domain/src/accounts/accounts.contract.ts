import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { accountSettingsSchema } from './account-settings';

/** Kept for imports of this contract; the shared route parameters own it. */
export { accountParamsSchema };

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
