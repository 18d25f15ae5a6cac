import { type StaffRole, staffRoles } from '@portal/domain/access';
import type { InjectOptions } from 'fastify';
import type { Executor } from '../db/client';
import type { buildTenancy } from './factories';

/** The access matrix's world: organizations, accounts A1, A2 (same organization) and B1, a user per role. */
export type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

/**
 * One route's access decision. `allowed` lists the roles that may use the route on their own account
 * (A1); every other role must get 403. An allowed caller must get the success status the route's
 * contract declares, so the request has to be one that succeeds every time it is sent: a row whose
 * request uses a record up (deletes, books, answers it) hands each call a record of its own.
 */
export type AccessRow = {
  allowed: readonly StaffRole[] | 'public';
  /** The path has `:accountId`: the route is also called on A2 and B1, where it must answer 404 (or 403). */
  accountScoped?: boolean;
  /** Creates records the request names (in A1, A2 and B1), once before the tests; must be idempotent. */
  prepare?: (db: Executor, world: Tenancy) => Promise<void>;
  request: (world: Tenancy, accountId: string) => InjectOptions;
  /** The request ends the caller's sessions and answers a new one (a password change): later rows use it. */
  startsSession?: boolean;
};

/** A feature's rows (`<feature>.access-rows.ts`), keyed `METHOD /path` as the route is registered. */
export type AccessRows = Record<string, AccessRow>;

export const everyone = staffRoles;
export const admins: readonly StaffRole[] = ['super-admin', 'organization-admin', 'admin'];
/** The staffing company's own staff: everyone but the customer. */
export const staff: readonly StaffRole[] = ['super-admin', 'organization-admin', 'admin', 'agent'];

/** The three accounts every account-scoped row is called on. */
export function matrixAccountIds(world: Tenancy): string[] {
  return [world.accountA1.id, world.accountA2.id, world.accountB1.id];
}
