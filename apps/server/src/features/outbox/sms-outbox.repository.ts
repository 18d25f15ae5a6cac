import { countSmsSegments } from '@portal/domain/messaging';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema/outbox.schema';
import { notifyOutboxQueued } from './outbox-queued-notice';

export type OutgoingSms = {
  accountId: string | null;
  /** The recipient's number as stored on the user, e.g. +358401234567. */
  to: string;
  message: string;
  kind: string;
};

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/**
 * Puts an SMS in the outbox with the encoding and segment count it will be billed at. Features call only
 * this, inside their own transaction; the outbox job hands it to the gateway after commit.
 */
export async function enqueueSms(executor: Executor, sms: OutgoingSms): Promise<string> {
  const { encoding, segments } = countSmsSegments(sms.message);
  const [row] = await executor
    .insert(smsOutbox)
    .values({ ...sms, encoding, segments })
    .returning({ id: smsOutbox.id });
  if (!row) {
    throw new Error('sms outbox insert returned no row');
  }
  await notifyOutboxQueued(executor);
  return row.id;
}

/**
 * Locks the oldest queued SMS not yet tried in this run. SKIP LOCKED lets another instance take the next
 * row instead of waiting, so two instances never hold (and send) the same message.
 */
export async function claimNextQueuedSms(
  executor: Executor,
  triedIds: string[],
): Promise<SmsOutboxRow | null> {
  const [row] = await executor
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.status, 'queued'),
        triedIds.length > 0 ? notInArray(smsOutbox.id, triedIds) : undefined,
      ),
    )
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markSmsSent(
  executor: Executor,
  id: string,
  at: Date,
  providerMessageId: string | null,
): Promise<void> {
  await executor
    .update(smsOutbox)
    .set({
      status: 'sent',
      sentAt: at,
      providerMessageId,
      attempts: sql`${smsOutbox.attempts} + 1`,
      error: null,
    })
    .where(eq(smsOutbox.id, id));
}

/**
 * No gateway is configured: every queued message is marked `stored` and stays in the outbox, where the
 * in-app view shows it. One statement, so concurrent runs update disjoint rows; returns how many.
 */
export async function storeQueuedSms(executor: Executor): Promise<number> {
  const rows = await executor
    .update(smsOutbox)
    .set({ status: 'stored' })
    .where(eq(smsOutbox.status, 'queued'))
    .returning({ id: smsOutbox.id });
  return rows.length;
}

/** Counts a failed attempt; the row stays queued for the next run until `maxAttempts` is reached. */
export async function recordSmsFailure(
  executor: Executor,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<'queued' | 'failed'> {
  const [row] = await executor
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      error,
      status: sql`case when ${smsOutbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'queued' end`,
    })
    .where(eq(smsOutbox.id, id))
    .returning({ status: smsOutbox.status });
  return row?.status === 'failed' ? 'failed' : 'queued';
}

/** SMS of one account, newest first. */
export async function listSmsOutbox(
  executor: Executor,
  filter: { accountId: string; limit: number; offset: number },
): Promise<{ rows: SmsOutboxRow[]; total: number }> {
  const where = eq(smsOutbox.accountId, filter.accountId);
  const rows = await executor
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: count() }).from(smsOutbox).where(where);
  return { rows, total: totals?.total ?? 0 };
}
