import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { globalSearchQuerySchema, searchResultSchema } from './search';

/**
 * The global search (Ctrl+K): workers, gigs, areas and pools of the account whose name contains `q`, only
 * those the caller may open (a customer: gigs of its areas). Checked on the account at the route, as the
 * gigs list is: the service narrows each kind to the caller's abilities.
 */
export const globalSearchContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/search',
  summary: 'Workers, gigs, areas and pools of the account by name (up to 5 of each) that the caller may open',
  tag: 'search',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: accountParamsSchema,
  query: globalSearchQuerySchema,
  response: searchResultSchema,
});
