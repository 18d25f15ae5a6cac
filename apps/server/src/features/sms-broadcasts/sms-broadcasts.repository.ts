import type { SmsRecipientStatus } from '@portal/domain/sms-broadcasts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  smsBroadcastRecipients as recipients,
  smsBroadcasts,
  smsOptOuts,
} from '../../db/schema/communications.schema';
import { users } from '../../db/schema/users.schema';

export type SmsBroadcastRow = typeof smsBroadcasts.$inferSelect;
export type SmsBroadcastInsert = typeof smsBroadcasts.$inferInsert;
export type SmsBroadcastListRow = {
  broadcast: SmsBroadcastRow;
  createdByName: string | null;
  approvedByName: string | null;
};

const creators = alias(users, 'creators');
const approvers = alias(users, 'approvers');
const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

function selectWithNames(executor: Executor) {
  return executor
    .select({ broadcast: smsBroadcasts, createdByName: nameOf(creators), approvedByName: nameOf(approvers) })
    .from(smsBroadcasts)
    .leftJoin(creators, eq(creators.id, smsBroadcasts.createdBy))
    .leftJoin(approvers, eq(approvers.id, smsBroadcasts.approvedBy));
}

/** The account's broadcasts, newest first, one page. */
export async function listBroadcasts(
  executor: Executor,
  filter: { accountId: string; limit: number; offset: number },
): Promise<{ rows: SmsBroadcastListRow[]; total: number }> {
  const where = eq(smsBroadcasts.accountId, filter.accountId);
  const [rows, [totals]] = await Promise.all([
    selectWithNames(executor)
      .where(where)
      .orderBy(desc(smsBroadcasts.createdAt), desc(smsBroadcasts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ total: count() }).from(smsBroadcasts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findBroadcastWithNames(
  executor: Executor,
  accountId: string,
  broadcastId: string,
): Promise<SmsBroadcastListRow | null> {
  const [row] = await selectWithNames(executor).where(
    and(eq(smsBroadcasts.id, broadcastId), eq(smsBroadcasts.accountId, accountId)),
  );
  return row ?? null;
}

/** A broadcast of the account, or null; `lock` holds it for the rest of the transaction. */
export async function findBroadcast(
  executor: Executor,
  accountId: string,
  broadcastId: string,
  options: { lock?: boolean } = {},
): Promise<SmsBroadcastRow | null> {
  const query = executor
    .select()
    .from(smsBroadcasts)
    .where(and(eq(smsBroadcasts.id, broadcastId), eq(smsBroadcasts.accountId, accountId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertBroadcast(
  executor: Executor,
  values: SmsBroadcastInsert,
): Promise<SmsBroadcastRow> {
  const [row] = await executor.insert(smsBroadcasts).values(values).returning();
  if (!row) {
    throw new Error('sms broadcast insert returned no row');
  }
  return row;
}

export async function updateBroadcast(
  executor: Executor,
  broadcastId: string,
  values: Partial<SmsBroadcastInsert>,
): Promise<void> {
  await executor.update(smsBroadcasts).set(values).where(eq(smsBroadcasts.id, broadcastId));
}

export async function deleteBroadcast(executor: Executor, broadcastId: string): Promise<void> {
  await executor.delete(smsBroadcasts).where(eq(smsBroadcasts.id, broadcastId));
}

/**
 * Ends every sending broadcast that has no message left to send: sent, or failed when nothing went out
 * and something failed (the domain's finalBroadcastStatus, in SQL). Returns the broadcasts it ended.
 */
export async function finishDoneBroadcasts(
  executor: Executor,
  now: Date,
): Promise<{ id: string; accountId: string; status: string }[]> {
  const result = await executor.execute(sql`
    update ${smsBroadcasts} b
    set status = case
        when exists (select 1 from ${recipients} r where r.broadcast_id = b.id and r.status = 'sent') then 'sent'
        when exists (select 1 from ${recipients} r where r.broadcast_id = b.id and r.status = 'failed') then 'failed'
        else 'sent' end,
      finished_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    where b.status = 'sending'
      and not exists (
        select 1 from ${recipients} r where r.broadcast_id = b.id and r.status in ('queued', 'sending')
      )
    returning b.id, b.account_id as "accountId", b.status`);
  return (result as { rows: { id: string; accountId: string; status: string }[] }).rows;
}

export type RecipientListRow = {
  workerId: string;
  firstName: string;
  lastName: string;
  mobile: string;
  status: SmsRecipientStatus;
  attempts: number;
  error: string | null;
  sentAt: Date | null;
};

/** One page of a broadcast's recipients by name, optionally of one status. */
export async function listRecipients(
  executor: Executor,
  filter: { broadcastId: string; status?: SmsRecipientStatus; limit: number; offset: number },
): Promise<{ rows: RecipientListRow[]; total: number }> {
  const where = and(
    eq(recipients.broadcastId, filter.broadcastId),
    filter.status ? eq(recipients.status, filter.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    executor
      .select({
        workerId: recipients.workerId,
        firstName: users.firstName,
        lastName: users.lastName,
        mobile: recipients.mobile,
        status: recipients.status,
        attempts: recipients.attempts,
        error: recipients.error,
        sentAt: recipients.sentAt,
      })
      .from(recipients)
      .innerJoin(users, eq(users.id, recipients.workerId))
      .where(where)
      .orderBy(users.lastName, users.firstName, recipients.workerId)
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ total: count() }).from(recipients).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The account's opted-out numbers (a set, for the count before sending). */
export async function findOptedOutNumbers(executor: Executor, accountId: string): Promise<Set<string>> {
  const rows = await executor
    .select({ mobile: smsOptOuts.mobile })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.accountId, accountId));
  return new Set(rows.map((row) => row.mobile));
}
