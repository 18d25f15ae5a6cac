import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginLinks, refreshTokens } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';

/** A staff user who may sign in, looked up by e-mail (case-insensitive). */
export async function findSignInUserByEmail(executor: Executor, email: string) {
  const [user] = await executor
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      status: users.status,
      locale: users.locale,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

export async function insertRefreshToken(
  executor: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(executor: Executor, tokenHash: string) {
  const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a token used; returns false if another request used it first (the row lock makes this atomic). */
export async function markRefreshTokenUsed(executor: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshTokenFamily(
  executor: Executor,
  familyId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOfUser(
  executor: Executor,
  userId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertLoginLink(
  executor: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(loginLinks).values(values);
}

/** Consumes a login link exactly once; returns its user id, or null when unknown, used or expired. */
export async function consumeLoginLink(
  executor: Executor,
  tokenHash: string,
  at: Date,
): Promise<string | null> {
  const rows = await executor
    .update(loginLinks)
    .set({ usedAt: at })
    .where(
      and(
        eq(loginLinks.tokenHash, tokenHash),
        isNull(loginLinks.usedAt),
        sql`${loginLinks.expiresAt} > ${at}`,
      ),
    )
    .returning({ userId: loginLinks.userId });
  return rows[0]?.userId ?? null;
}
