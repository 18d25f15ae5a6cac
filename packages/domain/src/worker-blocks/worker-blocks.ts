import { z } from 'zod';
import type { StaffRole } from '../access/roles';

/**
 * Block scopes (spec section 4): every area of the account, some areas of the account, or the whole app
 * (every account).
 */
export const workerBlockScopes = ['account', 'areas', 'app'] as const;
export type WorkerBlockScope = (typeof workerBlockScopes)[number];

/** Roles that may block a worker from the whole app: it reaches beyond one account. */
export const appBlockRoles: readonly StaffRole[] = ['super-admin', 'organization-admin', 'admin'];

/** Longest block reason accepted. */
export const blockReasonMaxLength = 1000;

/** Who created or lifted a block, as the history shows it. */
export const blockActorSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type BlockActor = z.infer<typeof blockActorSchema>;

/** One block of a worker, active or lifted, as the block history lists it. */
export const workerBlockSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  scope: z.enum(workerBlockScopes),
  /** Null for a whole-app block. */
  accountId: z.uuid().nullable(),
  /** The blocked areas of an 'areas' block (empty for the other scopes), with their names. */
  areas: z.array(z.object({ id: z.uuid(), name: z.string() })),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: blockActorSchema.nullable(),
  liftedAt: z.iso.datetime().nullable(),
  liftedBy: blockActorSchema.nullable(),
  isActive: z.boolean(),
});
export type WorkerBlock = z.infer<typeof workerBlockSchema>;

/** An area the block dialog (and the temporary contract form) offers: the account's active areas. */
export const areaOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The area's customer contract text, used as the default contract of a temporary contract. */
  contract: z.string().nullable(),
});
export type AreaOption = z.infer<typeof areaOptionSchema>;
