import { z } from 'zod';
import { areaGroupNameMaxLength, areaGroupNameMinLength } from './area-groups';

export const areaGroupParamsSchema = z.object({ groupId: z.uuid() });

/**
 * Adding an account and one of its areas to a group (spec section 7): the group is created with this name
 * when no group has the id yet, otherwise the account and area join it (a union; the name stays).
 */
export const addAreaGroupMemberInputSchema = z.object({
  groupName: z.string().trim().min(areaGroupNameMinLength).max(areaGroupNameMaxLength),
  accountId: z.uuid(),
  areaId: z.uuid(),
});
export type AddAreaGroupMemberInput = z.infer<typeof addAreaGroupMemberInputSchema>;

/** Removing an account and area from a group. */
export const removeAreaGroupMemberQuerySchema = z.object({ accountId: z.uuid(), areaId: z.uuid() });
export type RemoveAreaGroupMemberQuery = z.infer<typeof removeAreaGroupMemberQuerySchema>;
