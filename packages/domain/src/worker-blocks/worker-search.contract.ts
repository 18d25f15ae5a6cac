import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';

/** Shortest name prefix the employee search looks for (spec: "Search query has a minimum length"). */
export const workerSearchMinLength = 2;

export const workerSearchQuerySchema = z.object({
  /** Prefix of the first name, the last name or the full name, any case. */
  q: z.string().trim().min(workerSearchMinLength).max(100),
  /** The area the worker is searched for: workers blocked there are left out. */
  areaId: z.uuid().optional(),
  /**
   * `shifts` (the default): workers who can take shifts. `hr`: every worker of the account who is not
   * deleted, confirmed or not, in a pool or not, blocked or not — HR asks new workers for documents and
   * sends them their contract before they can take a shift.
   */
  scope: z.enum(['shifts', 'hr']).optional(),
});
export type WorkerSearchQuery = z.infer<typeof workerSearchQuerySchema>;

export const workerSearchResultSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  profession: z.string().nullable(),
});
export type WorkerSearchResult = z.infer<typeof workerSearchResultSchema>;

export const workerSearchResponseSchema = z.object({ items: z.array(workerSearchResultSchema) });
export type WorkerSearchResponse = z.infer<typeof workerSearchResponseSchema>;

/**
 * Employee search (spec sections 4 and 7): confirmed, accepted workers in the account's pools whose name
 * starts with `q`, up to 10 (`workerSearchLimit`), without workers blocked from the account, the app,
 * or the given area. With `scope=hr`, every worker of the account who is not deleted (see the schema).
 */
export const searchEmployeesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/search',
  summary: 'Confirmed workers of the account by name prefix (up to 10), leaving out blocked workers',
  tag: 'worker-search',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  query: workerSearchQuerySchema,
  response: workerSearchResponseSchema,
});
