import { z } from 'zod';
import { pagedSchema } from '../shared/paging';

/** Longest pool name accepted (a name is shown in lists and badges). */
export const poolNameMaxLength = 100;

/**
 * Shortest text the worker search for adding members accepts (spec section 5: "search query has a minimum
 * length", value not shown): two letters keep a six-row answer meaningful.
 */
export const workerSearchMinLength = 2;
export const workerSearchMaxLength = 100;
export const poolSearchMaxLength = 100;

/** Most workers added to a pool in one call. */
export const poolMembersPerRequestMax = 50;

/** A pool as the list shows it. */
export const poolSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  memberCount: z.number().int(),
  areaCount: z.number().int(),
});
export type PoolSummary = z.infer<typeof poolSummarySchema>;

export const poolPageSchema = pagedSchema(poolSummarySchema);
export type PoolPage = z.infer<typeof poolPageSchema>;

/** A worker in a pool (members table). */
export const poolMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profession: z.string().nullable(),
  city: z.string().nullable(),
  confirmed: z.boolean(),
});
export type PoolMember = z.infer<typeof poolMemberSchema>;

/** An area a pool serves, or one that can be chosen. */
export const poolAreaSchema = z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() });
export type PoolArea = z.infer<typeof poolAreaSchema>;

/** One pool with its members and the areas it serves. */
export const poolDetailSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  areas: z.array(poolAreaSchema),
  members: z.array(poolMemberSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PoolDetail = z.infer<typeof poolDetailSchema>;

/** What the pool form offers: the account's areas. */
export const poolOptionsSchema = z.object({ areas: z.array(poolAreaSchema) });
export type PoolOptions = z.infer<typeof poolOptionsSchema>;

/** A worker the search offers for adding to a pool. */
export const poolCandidateSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profession: z.string().nullable(),
  city: z.string().nullable(),
});
export type PoolCandidate = z.infer<typeof poolCandidateSchema>;
export const poolCandidatesSchema = z.object({ items: z.array(poolCandidateSchema) });
export type PoolCandidates = z.infer<typeof poolCandidatesSchema>;
