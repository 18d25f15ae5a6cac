import type { Actor } from '@portal/domain/access';
import { type StaffRole, staffRoles } from '@portal/domain/access';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens } from '../db/schema/auth.schema';
import { accounts } from '../db/schema/tenancy.schema';
import { userAreas, users } from '../db/schema/users.schema';

function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/**
 * Loads who a user is allowed to act as in a session: role, accounts in scope and, for customers, area
 * limits. Null when the user may not act or the session (the refresh-token family the access token was
 * issued for) has ended: signed out, password changed, or a reused refresh token revoked it (decision 0021).
 */
export async function findActor(
  executor: Executor,
  userId: string,
  sessionId: string,
): Promise<Actor | null> {
  const [user] = await executor
    .select({
      id: users.id,
      role: users.role,
      organizationId: users.organizationId,
      accountId: users.accountId,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !isStaffRole(user.role) || user.status === 'deleted' || user.status === 'inactive') {
    return null;
  }
  if (!(await isSessionActive(executor, userId, sessionId))) {
    return null;
  }
  const accountIds = await findAccountIdsInScope(executor, user.role, user.organizationId, user.accountId);
  const areaRows =
    user.role === 'customer'
      ? await executor
          .select({ areaId: userAreas.areaId })
          .from(userAreas)
          .where(eq(userAreas.userId, user.id))
      : [];
  return {
    userId: user.id,
    role: user.role,
    organizationId: user.organizationId,
    accountIds,
    areaIds: areaRows.length > 0 ? areaRows.map((row) => row.areaId) : null,
  };
}

async function findAccountIdsInScope(
  executor: Executor,
  role: StaffRole,
  organizationId: string | null,
  accountId: string | null,
): Promise<string[]> {
  if (role === 'super-admin') {
    const rows = await executor.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.name));
    return rows.map((row) => row.id);
  }
  if (role === 'organization-admin') {
    if (!organizationId) {
      return [];
    }
    const rows = await executor
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.organizationId, organizationId))
      .orderBy(asc(accounts.name));
    return rows.map((row) => row.id);
  }
  return accountId ? [accountId] : [];
}

/** A session is active while its family has a token not revoked (revoking marks every token of the family). */
async function isSessionActive(executor: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return rows.length === 1;
}
