import { helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { publishChange } from '../../../lib/publish-change';
import type { WorkerFeedTokens } from '../worker-feed-token';

// What the announcement use cases (one per file in this folder) share.

export type AnnouncementsDependencies = {
  db: Database;
  clock: Clock;
  /** Origin the worker app's image addresses point to, e.g. https://portal.example.fi */
  publicUrl: string;
  feedTokens: WorkerFeedTokens;
};

/** The audit subject of every change here (also the change notices' record subject). */
export const auditSubject = 'Announcement';

export function todayOf(clock: Clock): string {
  return helsinkiDayKey(clock.now());
}

/** Tells the account's staff screens an announcement changed (the list refreshes live). */
export async function announceChange(
  executor: Executor,
  accountId: string,
  id: string,
  action: 'created' | 'updated' | 'deleted',
): Promise<void> {
  await publishChange(executor, { accountId, subject: 'Announcement', id, action });
}
