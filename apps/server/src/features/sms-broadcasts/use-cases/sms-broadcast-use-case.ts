import { DomainError } from '@portal/domain/shared';
import type { SmsBroadcast } from '@portal/domain/sms-broadcasts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { presentBroadcast } from '../sms-broadcasts.presenter';
import { findBroadcastWithNames } from '../sms-broadcasts.repository';
import { countRecipientsByStatus } from '../sms-recipients.repository';

// What the bulk SMS use cases (one per file in this folder) share.

export type SmsBroadcastsDependencies = { db: Database; clock: Clock };

export type BroadcastIds = { accountId: string; broadcastId: string };

/** The audit subject of every change here. */
export const auditSubject = 'SmsBroadcast';

/** NOTIFY channel on which a started broadcast wakes the bulk sender of every instance (decision 0057). */
export const smsBroadcastQueuedChannel = 'sms_broadcast_queued';

/** Sent inside the transaction that starts sending, so the sender looks only after the commit. */
export async function notifyBroadcastQueued(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_notify(${smsBroadcastQueuedChannel}, '')`);
}

/** The staff view of a broadcast as it now is, with its progress. */
export async function broadcastView(executor: Executor, ids: BroadcastIds): Promise<SmsBroadcast> {
  const row = await findBroadcastWithNames(executor, ids.accountId, ids.broadcastId);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  const counts = await countRecipientsByStatus(executor, [row.broadcast.id]);
  return presentBroadcast(row, counts.get(row.broadcast.id));
}
