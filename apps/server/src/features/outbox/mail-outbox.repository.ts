import { and, asc, count, desc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { notifyOutboxQueued } from './outbox-queued-notice';

export type OutgoingMail = {
  accountId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
};

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Puts an e-mail in the outbox. Features call only this, inside their own transaction; the outbox job
 * hands queued mail to the configured transport after commit.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...mail, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('mail outbox insert returned no row');
  }
  await notifyOutboxQueued(executor);
  return row.id;
}

/**
 * Locks the oldest queued mail not yet tried in this run. SKIP LOCKED lets another instance take the next
 * row instead of waiting, so two instances never hold (and send) the same message.
 */
export async function claimNextQueuedMail(
  executor: Executor,
  triedIds: string[],
): Promise<MailOutboxRow | null> {
  const [row] = await executor
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'queued'),
        triedIds.length > 0 ? notInArray(mailOutbox.id, triedIds) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markMailSent(executor: Executor, id: string, at: Date): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, attempts: sql`${mailOutbox.attempts} + 1`, error: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * No transport is configured: every queued message is marked `stored` and stays in the outbox, where the
 * in-app view shows it. One statement, so concurrent runs update disjoint rows; returns how many.
 */
export async function storeQueuedMail(executor: Executor): Promise<number> {
  const rows = await executor
    .update(mailOutbox)
    .set({ status: 'stored' })
    .where(eq(mailOutbox.status, 'queued'))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Counts a failed attempt; the row stays queued for the next run until `maxAttempts` is reached. */
export async function recordMailFailure(
  executor: Executor,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<'queued' | 'failed'> {
  const [row] = await executor
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      error,
      status: sql`case when ${mailOutbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'queued' end`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ status: mailOutbox.status });
  return row?.status === 'failed' ? 'failed' : 'queued';
}

/** Mail of one account, or with `accountId: null` the mail that belongs to no account (sign-in links). */
export async function listMailOutbox(
  executor: Executor,
  filter: { accountId: string | null; limit: number; offset: number },
): Promise<{ rows: MailOutboxRow[]; total: number }> {
  const where: SQL =
    filter.accountId === null ? isNull(mailOutbox.accountId) : eq(mailOutbox.accountId, filter.accountId);
  const rows = await executor
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: count() }).from(mailOutbox).where(where);
  return { rows, total: totals?.total ?? 0 };
}
