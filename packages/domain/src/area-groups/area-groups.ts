import { z } from 'zod';

export const areaGroupNameMinLength = 2;
export const areaGroupNameMaxLength = 100;

/** An account in a group, by name. */
export const areaGroupAccountSchema = z.object({ id: z.uuid(), name: z.string() });
/** An area in a group, with the account it belongs to. */
export const areaGroupAreaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountId: z.uuid(),
  city: z.string().nullable(),
});

/**
 * An area group (spec section 3: group name, accounts list, areas list). It spans accounts, so a caller
 * sees only the accounts and areas in its own scope; a group with none of them is not shown at all.
 */
export const areaGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accounts: z.array(areaGroupAccountSchema),
  areas: z.array(areaGroupAreaSchema),
});
export type AreaGroup = z.infer<typeof areaGroupSchema>;

export const areaGroupListSchema = z.object({ items: z.array(areaGroupSchema) });
export type AreaGroupList = z.infer<typeof areaGroupListSchema>;
