import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';

/** Shortest name prefix the employee search looks for (spec: "Search query has a minimum length"). */
export const employeeSearchMinLength = 2;

export const employeeSearchQuerySchema = z.object({
  /** Prefix of the first name, the last name or the full name, any case. */
  q: z.string().trim().min(employeeSearchMinLength).max(100),
  /** The area the worker is searched for: workers blocked there are left out. */
  areaId: z.uuid().optional(),
});
export type EmployeeSearchQuery = z.infer<typeof employeeSearchQuerySchema>;

export const employeeSearchResultSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  profession: z.string().nullable(),
});
export type EmployeeSearchResult = z.infer<typeof employeeSearchResultSchema>;

export const employeeSearchResponseSchema = z.object({ items: z.array(employeeSearchResultSchema) });
export type EmployeeSearchResponse = z.infer<typeof employeeSearchResponseSchema>;

/**
 * Employee search (spec sections 4 and 7): confirmed, accepted workers in the account's pools whose name
 * starts with `q`, up to 10 (`employeeSearchLimit`), without workers blocked from the account, the app,
 * or the given area.
 */
export const searchEmployeesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/employees/search',
  summary: 'Confirmed workers of the account by name prefix (up to 10), leaving out blocked workers',
  tag: 'employee-search',
  access: { kind: 'ability', action: 'read', subject: 'Worker' },
  params: accountParamsSchema,
  query: employeeSearchQuerySchema,
  response: employeeSearchResponseSchema,
});
