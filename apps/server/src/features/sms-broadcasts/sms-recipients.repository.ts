import type { SmsEncoding } from '@portal/domain/messaging';
import type { SmsRecipientStatus } from '@portal/domain/sms-broadcasts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  smsBroadcastRecipients as recipients,
  smsBroadcasts,
  smsOptOuts,
} from '../../db/schema/communications.schema';

/**
 * Fixes the recipients of a broadcast in one statement (the numbers come from the targeted workers):
 * opted-out numbers are left out here, and a worker already fixed is kept as it is, so fixing twice
 * never adds anyone twice. Returns how many rows were added.
 */
export async function insertRecipients(
  executor: Executor,
  broadcast: { id: string; accountId: string },
  workers: readonly { id: string; mobile: string }[],
): Promise<number> {
  if (workers.length === 0) {
    return 0;
  }
  const rows = workers.map((worker) => ({ w: worker.id, m: worker.mobile }));
  const result = await executor.execute(sql`
    insert into ${recipients} (broadcast_id, worker_id, mobile)
    select ${broadcast.id}::uuid, r.w, r.m
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(w uuid, m text)
    where not exists (
      select 1 from ${smsOptOuts} o where o.account_id = ${broadcast.accountId}::uuid and o.mobile = r.m
    )
    on conflict do nothing`);
  // node-postgres counts in rowCount, PGlite in affectedRows.
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** One message the sender holds: claimed (status sending) until its result is recorded. */
export type ClaimedRecipient = {
  broadcastId: string;
  accountId: string;
  workerId: string;
  mobile: string;
  attempts: number;
  message: string;
  encoding: SmsEncoding;
};

/**
 * Claims up to `limit` messages to send now, in one statement: queued rows that are due, and rows left in
 * `sending` whose lease ran out (their sender died between the gateway and the record; they are sent
 * again with the same reference). FOR UPDATE SKIP LOCKED lets several senders claim disjoint rows; the
 * lease (`next_attempt_at`) keeps a live sender's rows from being claimed by another. A number that opted
 * out since the recipients were fixed is marked opted_out here instead (opt-outs honoured at send time).
 */
export async function claimRecipients(
  executor: Executor,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<{ sendable: ClaimedRecipient[]; optedOut: number }> {
  const result = await executor.execute(sql`
    with picked as (
      select r.broadcast_id, r.worker_id
      from ${recipients} r
      where r.broadcast_id in (select id from ${smsBroadcasts} where status = 'sending')
        and r.status in ('queued', 'sending')
        and (r.next_attempt_at is null or r.next_attempt_at <= ${now.toISOString()}::timestamptz)
      limit ${limit}
      for update of r skip locked
    ), marked as (
      select p.broadcast_id, p.worker_id, exists (
        select 1 from ${smsOptOuts} o
        join ${smsBroadcasts} b on b.account_id = o.account_id
        where b.id = p.broadcast_id and o.mobile = r.mobile
      ) as opted_out
      from picked p
      join ${recipients} r on r.broadcast_id = p.broadcast_id and r.worker_id = p.worker_id
    )
    update ${recipients} r
    set status = case when m.opted_out then 'opted_out' else 'sending' end,
      attempts = r.attempts + case when m.opted_out then 0 else 1 end,
      next_attempt_at = case when m.opted_out then null else ${leaseUntil.toISOString()}::timestamptz end
    from marked m, ${smsBroadcasts} b
    where r.broadcast_id = m.broadcast_id and r.worker_id = m.worker_id and b.id = r.broadcast_id
    returning r.broadcast_id as "broadcastId", b.account_id as "accountId", r.worker_id as "workerId",
      r.mobile, r.status,
      r.attempts, b.message, b.encoding`);
  const rows = (result as { rows: (ClaimedRecipient & { status: SmsRecipientStatus })[] }).rows;
  const sendable = rows.filter((row) => row.status === 'sending').map(({ status: _status, ...row }) => row);
  return { sendable, optedOut: rows.length - sendable.length };
}

/** The result of one message. */
export type RecipientOutcome =
  | { status: 'sent'; at: Date; providerMessageId: string | null }
  | { status: 'queued'; retryAt: Date; error: string }
  | { status: 'failed'; error: string };

/**
 * Records what became of one claimed message, only while the claim still holds (same attempt, still
 * sending): a sender whose lease ran out and whose row another sender took writes nothing.
 */
export async function recordRecipientOutcome(
  executor: Executor,
  claimed: Pick<ClaimedRecipient, 'broadcastId' | 'workerId' | 'attempts'>,
  outcome: RecipientOutcome,
): Promise<void> {
  const values =
    outcome.status === 'sent'
      ? {
          status: 'sent' as const,
          sentAt: outcome.at,
          providerMessageId: outcome.providerMessageId,
          error: null,
          nextAttemptAt: null,
        }
      : outcome.status === 'queued'
        ? { status: 'queued' as const, error: outcome.error, nextAttemptAt: outcome.retryAt }
        : { status: 'failed' as const, error: outcome.error, nextAttemptAt: null };
  await executor
    .update(recipients)
    .set(values)
    .where(
      and(
        eq(recipients.broadcastId, claimed.broadcastId),
        eq(recipients.workerId, claimed.workerId),
        eq(recipients.status, 'sending'),
        eq(recipients.attempts, claimed.attempts),
      ),
    );
}

/** The earliest time a message still waits for (a retry or a lease), or null when none waits. */
export async function nextPendingAt(executor: Executor): Promise<Date | null> {
  const result = await executor.execute(sql`
    select min(coalesce(r.next_attempt_at, now())) as "at"
    from ${recipients} r
    where r.broadcast_id in (select id from ${smsBroadcasts} where status = 'sending')
      and r.status in ('queued', 'sending')`);
  const [row] = (result as { rows: { at: string | Date | null }[] }).rows;
  return row?.at ? new Date(row.at) : null;
}

export type RecipientCounts = Record<SmsRecipientStatus, number>;

/** Recipients of each broadcast by status (the list's progress). */
export async function countRecipientsByStatus(
  executor: Executor,
  broadcastIds: readonly string[],
): Promise<Map<string, RecipientCounts>> {
  const counts = new Map<string, RecipientCounts>();
  if (broadcastIds.length === 0) {
    return counts;
  }
  const rows = await executor
    .select({ broadcastId: recipients.broadcastId, status: recipients.status, total: count() })
    .from(recipients)
    .where(sql`${recipients.broadcastId} in ${broadcastIds}`)
    .groupBy(recipients.broadcastId, recipients.status);
  for (const row of rows) {
    const entry = counts.get(row.broadcastId) ?? {
      queued: 0,
      sending: 0,
      sent: 0,
      failed: 0,
      opted_out: 0,
    };
    entry[row.status] = row.total;
    counts.set(row.broadcastId, entry);
  }
  return counts;
}
