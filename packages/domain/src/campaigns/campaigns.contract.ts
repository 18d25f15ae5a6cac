import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { campaignInputSchema } from './campaigns.inputs';
import {
  campaignPageSchema,
  campaignViewSchema,
  deletedCampaignSchema,
  listCampaignsQuerySchema,
} from './campaigns.views';

// Campaigns belong to the agreements (spec: "campaigns are listed under agreements"): the Contract
// abilities guard them, admins write, the customer reads its own account's, agents have no access.

export const campaignParamsSchema = accountParamsSchema.extend({ campaignId: z.uuid() });

export const listCampaignsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/campaigns',
  summary: 'Campaigns of the account by start date (latest first), pages',
  tag: 'campaigns',
  access: { kind: 'ability', action: 'read', subject: 'Contract' },
  params: accountParamsSchema,
  query: listCampaignsQuerySchema,
  response: campaignPageSchema,
});

export const getCampaignContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/campaigns/:campaignId',
  summary: 'One campaign with its areas',
  tag: 'campaigns',
  access: { kind: 'ability', action: 'read', subject: 'Contract' },
  params: campaignParamsSchema,
  response: campaignViewSchema,
});

export const createCampaignContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/campaigns',
  summary: 'Create a campaign; refused when one of its areas has a campaign in the given time',
  tag: 'campaigns',
  access: { kind: 'ability', action: 'create', subject: 'Contract' },
  params: accountParamsSchema,
  body: campaignInputSchema,
  response: campaignViewSchema,
  successStatus: 201,
});

export const updateCampaignContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/campaigns/:campaignId',
  summary: 'Replace a campaign; refused when one of its areas has another campaign in the given time',
  tag: 'campaigns',
  access: { kind: 'ability', action: 'update', subject: 'Contract' },
  params: campaignParamsSchema,
  body: campaignInputSchema,
  response: campaignViewSchema,
});

export const deleteCampaignContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/campaigns/:campaignId',
  summary: 'Delete a campaign (soft)',
  tag: 'campaigns',
  access: { kind: 'ability', action: 'delete', subject: 'Contract' },
  params: campaignParamsSchema,
  response: deletedCampaignSchema,
});
