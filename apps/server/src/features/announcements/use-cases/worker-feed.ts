import type { WorkerFeed, WorkerFeedToken } from '@portal/domain/announcements';
import { matchesTargets } from '@portal/domain/messaging';
import { DomainError } from '@portal/domain/shared';
import { findAccountWorker } from '../../workers/workers.api';
import { presentWorkerAnnouncement } from '../announcements.presenter';
import { listActiveAnnouncementRows } from '../announcements.repository';
import { findFeedWorker } from '../worker-feed.repository';
import { workerFeedTokenDays } from '../worker-feed-token';
import { type AnnouncementsDependencies, todayOf } from './announcement-use-case';

const day = 24 * 60 * 60 * 1000;

/** Staff issue a worker's feed key (the worker app stores it); the worker must be the account's. */
export async function issueWorkerFeedToken(
  { db, clock, feedTokens }: AnnouncementsDependencies,
  { accountId, workerId }: { accountId: string; workerId: string },
): Promise<WorkerFeedToken> {
  if (!(await findAccountWorker(db, accountId, workerId))) {
    throw new DomainError('NOT_FOUND', { field: 'workerId' });
  }
  const expiresAt = new Date(clock.now().getTime() + workerFeedTokenDays * day);
  return {
    token: await feedTokens.issue({ workerId, accountId, expiresAt }),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The worker app's feed: the active announcements whose targets reach the worker (the domain's one
 * target rule, as bulk SMS and questionnaires use), sticky first, then newest. A key of a worker who no
 * longer works for the account (removed, not accepted) is refused as an invalid key.
 */
export async function workerFeed(
  { db, clock, publicUrl, feedTokens }: AnnouncementsDependencies,
  token: string | null,
): Promise<WorkerFeed> {
  if (!token) {
    throw new DomainError('WORKER_FEED_TOKEN_INVALID');
  }
  const claims = await feedTokens.verify(token, clock.now());
  const worker = await findFeedWorker(db, claims.accountId, claims.workerId);
  if (!worker) {
    throw new DomainError('WORKER_FEED_TOKEN_INVALID');
  }
  const rows = await listActiveAnnouncementRows(db, claims.accountId, todayOf(clock));
  return {
    items: rows
      .filter(({ announcement }) =>
        matchesTargets(worker, {
          region: announcement.targetRegion,
          cities: announcement.targetCities,
          roles: announcement.targetRoles,
        }),
      )
      .map(({ announcement, coverImageId }) =>
        presentWorkerAnnouncement(announcement, coverImageId, publicUrl),
      ),
  };
}
