import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { applicationStatisticsSchema } from './application-statistics';
import { applicationStatisticsQuerySchema } from './application-statistics.inputs';

/**
 * Weekly application statistics (issue 16 §4). Registered directly by the server because `format=csv`
 * answers a file; the contract still types the JSON answer for the web app.
 */
export const getApplicationStatisticsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/application-statistics',
  summary:
    'Applications per ISO week (Helsinki) by role, region and source, the step funnel and days to the first shift; format=csv for a file',
  tag: 'application-statistics',
  access: { kind: 'ability', action: 'read', subject: 'Applications' },
  params: accountParamsSchema,
  query: applicationStatisticsQuerySchema,
  response: applicationStatisticsSchema,
});
