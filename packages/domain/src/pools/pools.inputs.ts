import { z } from 'zod';
import { pageQueryFields } from '../shared/paging';
import {
  poolMembersPerRequestMax,
  poolNameMaxLength,
  poolSearchMaxLength,
  workerSearchMaxLength,
  workerSearchMinLength,
} from './pools';

const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;

export const poolNameSchema = z.string().trim().min(1).max(poolNameMaxLength);

/** The areas a pool serves: ids of areas of the same account, each once. */
export const poolAreaIdsSchema = z.array(z.uuid()).max(500).refine(uniqueIds, { message: 'DUPLICATE' });

/** A new pool. Members are added once it exists (edit page). */
export const createPoolInputSchema = z.object({
  name: poolNameSchema,
  isDefault: z.boolean().default(false),
  areaIds: poolAreaIdsSchema.default([]),
});
export type CreatePoolInput = z.infer<typeof createPoolInputSchema>;
export type CreatePoolFormInput = z.input<typeof createPoolInputSchema>;

/** The whole editable state of a pool (PUT). */
export const updatePoolInputSchema = z.object({
  name: poolNameSchema,
  isDefault: z.boolean(),
  areaIds: poolAreaIdsSchema,
});
export type UpdatePoolInput = z.infer<typeof updatePoolInputSchema>;

/** Workers to add to a pool; ones already in it are left as they are. */
export const addPoolMembersInputSchema = z.object({
  userIds: z.array(z.uuid()).min(1).max(poolMembersPerRequestMax),
});
export type AddPoolMembersInput = z.infer<typeof addPoolMembersInputSchema>;

/** The pools list: name search and pages (spec section 9: default page size 10, perPage). */
export const listPoolsQuerySchema = z.object({
  search: z.string().trim().max(poolSearchMaxLength).optional(),
  ...pageQueryFields(),
});
export type ListPoolsQuery = z.infer<typeof listPoolsQuerySchema>;

/** The worker search for adding members: a first- or last-name prefix of at least two letters. */
export const poolCandidatesQuerySchema = z.object({
  query: z.string().trim().min(workerSearchMinLength).max(workerSearchMaxLength),
});
export type PoolCandidatesQuery = z.infer<typeof poolCandidatesQuerySchema>;
