import { DomainError, pageOffset } from '@portal/domain/shared';
import type {
  SmsBroadcast,
  SmsBroadcastList,
  SmsBroadcastRecipientList,
  SmsRecipientStatus,
} from '@portal/domain/sms-broadcasts';
import { presentBroadcast, presentRecipient } from '../sms-broadcasts.presenter';
import { findBroadcast, listBroadcasts, listRecipients } from '../sms-broadcasts.repository';
import { countRecipientsByStatus } from '../sms-recipients.repository';
import { type BroadcastIds, broadcastView, type SmsBroadcastsDependencies } from './sms-broadcast-use-case';

type Page = { page: number; perPage: number };

/** One page of the account's broadcasts with each one's progress. */
export async function readBroadcasts(
  { db }: SmsBroadcastsDependencies,
  accountId: string,
  query: Page,
): Promise<SmsBroadcastList> {
  const { rows, total } = await listBroadcasts(db, {
    accountId,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  const counts = await countRecipientsByStatus(
    db,
    rows.filter((row) => row.broadcast.status !== 'draft').map((row) => row.broadcast.id),
  );
  return { items: rows.map((row) => presentBroadcast(row, counts.get(row.broadcast.id))), total };
}

export function readBroadcast({ db }: SmsBroadcastsDependencies, ids: BroadcastIds): Promise<SmsBroadcast> {
  return broadcastView(db, ids);
}

/** The delivery list: one page of recipients, optionally of one status. */
export async function readRecipients(
  { db }: SmsBroadcastsDependencies,
  ids: BroadcastIds,
  query: Page & { status?: SmsRecipientStatus | undefined },
): Promise<SmsBroadcastRecipientList> {
  const broadcast = await findBroadcast(db, ids.accountId, ids.broadcastId);
  if (!broadcast) {
    throw new DomainError('NOT_FOUND');
  }
  const { rows, total } = await listRecipients(db, {
    broadcastId: broadcast.id,
    ...(query.status ? { status: query.status } : {}),
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map(presentRecipient), total };
}
