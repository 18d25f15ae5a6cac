import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { systemValues } from '../../db/schema/system.schema';

/** Stores the value under the key unless one is there already (the first instance to start wins). */
export async function insertSystemValueIfAbsent(
  executor: Executor,
  key: string,
  value: string,
): Promise<void> {
  await executor.insert(systemValues).values({ key, value }).onConflictDoNothing();
}

export async function findSystemValue(executor: Executor, key: string): Promise<string | null> {
  const [row] = await executor.select().from(systemValues).where(eq(systemValues.key, key));
  return row?.value ?? null;
}
