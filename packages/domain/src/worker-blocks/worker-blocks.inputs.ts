import { z } from 'zod';
import { blockReasonMaxLength, workerBlockScopes } from './worker-blocks';

/**
 * A new block. The reason and the areas are checked by `createWorkerBlockProblem` rather than here, so
 * that a missing reason answers its own code (BLOCK_REASON_REQUIRED) and not a generic validation error.
 */
export const createWorkerBlockInputSchema = z.object({
  scope: z.enum(workerBlockScopes),
  areaIds: z.array(z.uuid()).max(500).default([]),
  reason: z.string().trim().max(blockReasonMaxLength),
});
export type CreateWorkerBlockInput = z.input<typeof createWorkerBlockInputSchema>;
export type CreateWorkerBlockData = z.output<typeof createWorkerBlockInputSchema>;
