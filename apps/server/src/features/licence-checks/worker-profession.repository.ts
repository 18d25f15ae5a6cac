import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/** The worker's profession, which the card compares the licence's scope with (read-only, decision 0013). */
export async function findWorkerProfession(executor: Executor, workerId: string): Promise<string | null> {
  const [row] = await executor
    .select({ profession: users.profession })
    .from(users)
    .where(eq(users.id, workerId));
  return row?.profession ?? null;
}
