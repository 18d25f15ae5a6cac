import { z } from 'zod';
import { defineContract } from '../shared/contract';

export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });

/** Liveness and the deployed version; the web app polls it to notice a new deployment. */
export const getHealthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Health and deployed version',
  tag: 'system',
  access: { kind: 'public' },
  response: healthResponseSchema,
});
