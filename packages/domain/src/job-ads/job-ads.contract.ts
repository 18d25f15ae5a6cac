import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { jobAdInputSchema } from './job-ads.inputs';
import {
  deletedJobAdSchema,
  jobAdPageSchema,
  jobAdViewSchema,
  listJobAdsQuerySchema,
  publicJobAdListSchema,
  publicJobAdsQuerySchema,
} from './job-ads.views';

// Job ads are the menu subject Jobs: admins and agents manage them, customers have no access.

export const jobAdParamsSchema = accountParamsSchema.extend({ jobAdId: z.uuid() });

export const listJobAdsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/job-ads',
  summary: 'The account’s job ads (deleted ones only by status), filtered, searched and sorted, in pages',
  tag: 'job-ads',
  access: { kind: 'ability', action: 'read', subject: 'Jobs' },
  params: accountParamsSchema,
  query: listJobAdsQuerySchema,
  response: jobAdPageSchema,
});

export const getJobAdContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/job-ads/:jobAdId',
  summary: 'One job ad',
  tag: 'job-ads',
  access: { kind: 'ability', action: 'read', subject: 'Jobs' },
  params: jobAdParamsSchema,
  response: jobAdViewSchema,
});

export const createJobAdContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/job-ads',
  summary: 'Create a job ad, saved as a draft or posted (publish)',
  tag: 'job-ads',
  access: { kind: 'ability', action: 'create', subject: 'Jobs' },
  params: accountParamsSchema,
  body: jobAdInputSchema,
  response: jobAdViewSchema,
  successStatus: 201,
});

export const updateJobAdContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/job-ads/:jobAdId',
  summary: 'Replace a job ad: save a draft, post it, or edit a posted ad (409 when the status forbids it)',
  tag: 'job-ads',
  access: { kind: 'ability', action: 'update', subject: 'Jobs' },
  params: jobAdParamsSchema,
  body: jobAdInputSchema,
  response: jobAdViewSchema,
});

export const deleteJobAdContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/job-ads/:jobAdId',
  summary: 'Delete a job ad: its status becomes deleted and it leaves /apply and the feed',
  tag: 'job-ads',
  access: { kind: 'ability', action: 'delete', subject: 'Jobs' },
  params: jobAdParamsSchema,
  response: deletedJobAdSchema,
});

export const publicJobAdsContract = defineContract({
  method: 'GET',
  path: '/api/public/job-ads',
  summary: 'The published job ads of every account (not past valid-through), newest first, for job boards',
  tag: 'job-ads',
  access: { kind: 'public' },
  query: publicJobAdsQuerySchema,
  response: publicJobAdListSchema,
});
