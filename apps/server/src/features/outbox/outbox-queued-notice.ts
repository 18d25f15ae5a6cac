import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** NOTIFY channel on which enqueue functions announce new outbox rows; the job runner listens to it. */
export const outboxQueuedChannel = 'outbox_queued';

/**
 * Tells every server instance that the outbox has work. Sent inside the caller's transaction, so it is
 * delivered only on commit (the delivery job never looks before the row is visible) and PostgreSQL folds
 * identical notices of one transaction into one.
 */
export async function notifyOutboxQueued(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_notify(${outboxQueuedChannel}, '')`);
}
