import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema/images.schema';

export type ImageRow = typeof images.$inferSelect;

export async function insertImage(executor: Executor, values: typeof images.$inferInsert): Promise<ImageRow> {
  const [row] = await executor.insert(images).values(values).returning();
  if (!row) {
    throw new Error('image insert returned no row');
  }
  return row;
}

export async function findImage(
  executor: Executor,
  accountId: string,
  imageId: string,
): Promise<ImageRow | null> {
  const [row] = await executor
    .select()
    .from(images)
    .where(and(eq(images.accountId, accountId), eq(images.id, imageId)))
    .limit(1);
  return row ?? null;
}
