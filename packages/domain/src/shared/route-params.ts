import { z } from 'zod';

/**
 * Path parameters many features share (`/api/accounts/:accountId/...`). They live here, not in the contract
 * of whichever feature defined them first, so a contract never imports another feature's contract for them.
 */
export const accountParamsSchema = z.object({ accountId: z.uuid() });
export const workerParamsSchema = accountParamsSchema.extend({ workerId: z.uuid() });
export const shiftParamsSchema = accountParamsSchema.extend({ shiftId: z.uuid() });
export const areaParamsSchema = accountParamsSchema.extend({ areaId: z.uuid() });

export type AccountParams = z.infer<typeof accountParamsSchema>;
export type WorkerParams = z.infer<typeof workerParamsSchema>;
export type ShiftParams = z.infer<typeof shiftParamsSchema>;
export type AreaParams = z.infer<typeof areaParamsSchema>;
