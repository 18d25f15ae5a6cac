import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

type UserRow = typeof users.$inferSelect;

/** Changes a user's own profile or password (the `me` feature's use cases; personnel owns the table). */
export async function updateUserProfile(
  executor: Executor,
  userId: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'mobile' | 'locale' | 'passwordHash'>> & {
    updatedAt: Date;
  },
): Promise<UserRow> {
  const [user] = await executor.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!user) {
    throw new Error(`user ${userId} vanished during update`);
  }
  return user;
}
