import { type ChangeEvent, changeEventsChannel } from '@portal/domain/events';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Announces a change to every server instance through NOTIFY. Inside a transaction the notice is delivered
 * only on commit, so subscribers never see a change that was rolled back.
 */
export async function publishChange(executor: Executor, event: ChangeEvent): Promise<void> {
  await executor.execute(sql`select pg_notify(${changeEventsChannel}, ${JSON.stringify(event)})`);
}
