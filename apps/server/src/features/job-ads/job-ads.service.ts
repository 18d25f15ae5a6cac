import type { Actor } from '@portal/domain/access';
import {
  type DeletedJobAd,
  type JobAdPage,
  type JobAdStatus,
  type JobAdValues,
  type JobAdView,
  jobAdActionOf,
  type listJobAdsQuerySchema,
  nextJobAdStatus,
  type PublicJobAd,
  type PublicJobAdsQuery,
} from '@portal/domain/job-ads';
import { DomainError, helsinkiDayKey, pageOffset } from '@portal/domain/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { presentJobAd, presentPublicJobAd } from './job-ads.presenter';
import {
  findJobAd,
  findPublicJobAdRow,
  insertJobAd,
  type JobAdRow,
  listJobAdRows,
  listPublicJobAdRows,
  lockJobAd,
  markJobAdDeleted,
  replaceJobAd,
} from './job-ads.repository';
import type { JobBoardPublisher } from './job-board-publisher';

export type JobAdsDependencies = {
  db: Database;
  clock: Clock;
  publicUrl: string;
  publisher: JobBoardPublisher;
  log: FastifyBaseLogger;
};

/** The most ads the public page and feed list at once (the newest). */
export const publicJobAdLimit = 200;

async function lockedAd(tx: Executor, accountId: string, id: string): Promise<JobAdRow> {
  const row = await lockJobAd(tx, accountId, id);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id });
  }
  return row;
}

/** The status the action leads to from `from` (null: a new ad), or 409 JOB_AD_STATUS_CONFLICT. */
function statusAfter(from: JobAdStatus | null, publish: boolean): JobAdStatus {
  const action = jobAdActionOf(from, publish);
  const next = nextJobAdStatus(from ?? 'draft', action);
  if (!next) {
    throw new DomainError('JOB_AD_STATUS_CONFLICT', { status: from, action });
  }
  return next;
}

/**
 * Job ads (issue 16 §3, decision 0050). The routes check the account (404) and the Jobs ability (403):
 * admins and agents. Each change is audited and announced (subject JobAd) in its transaction; a posted
 * or deleted ad is then handed to the job-board publisher.
 */
export function createJobAdsService({ db, clock, publicUrl, publisher, log }: JobAdsDependencies) {
  const tell = async (work: Promise<void>) => {
    // The ad is saved: a board that fails is logged, not reported as a failed save.
    await work.catch((error: unknown) =>
      log.error({ err: error, board: publisher.name }, 'job board failed'),
    );
  };
  const publicOf = async (id: string) => {
    const row = await findPublicJobAdRow(db, helsinkiDayKey(clock.now()), id);
    return row ? presentPublicJobAd(row, publicUrl) : null;
  };
  const announce = async (
    tx: Executor,
    accountId: string,
    id: string,
    action: 'created' | 'updated' | 'deleted',
  ) => publishChange(tx, { accountId, subject: 'JobAd', id, action });

  /** A posted ad goes to the board (an expired one is taken off); a draft is not shown anywhere yet. */
  const afterSave = async (row: JobAdRow) => {
    if (row.status !== 'published') {
      return;
    }
    const ad = await publicOf(row.id);
    await tell(ad ? publisher.publish(ad) : publisher.unpublish(row.id));
  };

  return {
    async listJobAds(accountId: string, query: z.output<typeof listJobAdsQuerySchema>): Promise<JobAdPage> {
      const { rows, total } = await listJobAdRows(db, {
        accountId,
        status: query.status,
        search: query.search,
        sort: query.sort,
        order: query.order,
        limit: query.perPage,
        offset: pageOffset(query),
      });
      return { items: rows.map(presentJobAd), total };
    },

    async getJobAd(accountId: string, jobAdId: string): Promise<JobAdView> {
      const row = await findJobAd(db, accountId, jobAdId);
      if (!row) {
        throw new DomainError('NOT_FOUND', { id: jobAdId });
      }
      return presentJobAd(row);
    },

    async createJobAd(actor: Actor, accountId: string, input: JobAdValues): Promise<JobAdView> {
      const status = statusAfter(null, input.publish);
      const row = await db.transaction(async (tx) => {
        const created = await insertJobAd(tx, {
          ...input,
          accountId,
          status,
          userId: actor.userId,
          at: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'JobAd',
          subjectId: created.id,
          changes: { after: presentJobAd(created) },
        });
        await announce(tx, accountId, created.id, 'created');
        return created;
      });
      await afterSave(row);
      return presentJobAd(row);
    },

    async updateJobAd(
      actor: Actor,
      accountId: string,
      jobAdId: string,
      input: JobAdValues,
    ): Promise<JobAdView> {
      const row = await db.transaction(async (tx) => {
        const before = await lockedAd(tx, accountId, jobAdId);
        const status = statusAfter(before.status, input.publish);
        const after = await replaceJobAd(tx, jobAdId, {
          ...input,
          status,
          userId: actor.userId,
          at: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'JobAd',
          subjectId: jobAdId,
          changes: { before: presentJobAd(before), after: presentJobAd(after) },
        });
        await announce(tx, accountId, jobAdId, 'updated');
        return after;
      });
      await afterSave(row);
      return presentJobAd(row);
    },

    async deleteJobAd(actor: Actor, accountId: string, jobAdId: string): Promise<DeletedJobAd> {
      await db.transaction(async (tx) => {
        const before = await lockedAd(tx, accountId, jobAdId);
        if (!nextJobAdStatus(before.status, 'delete')) {
          throw new DomainError('JOB_AD_STATUS_CONFLICT', { status: before.status, action: 'delete' });
        }
        await markJobAdDeleted(tx, jobAdId, actor.userId, clock.now());
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'JobAd',
          subjectId: jobAdId,
          changes: { before: { title: before.title, status: before.status } },
        });
        await announce(tx, accountId, jobAdId, 'deleted');
      });
      await tell(publisher.unpublish(jobAdId));
      return { id: jobAdId, status: 'deleted' };
    },

    /** The listed ads of every account, newest first (the /apply page, the JSON and RSS feeds). */
    async listPublicJobAds(query: PublicJobAdsQuery): Promise<PublicJobAd[]> {
      const rows = await listPublicJobAdRows(db, helsinkiDayKey(clock.now()), query, publicJobAdLimit);
      return rows.map((row) => presentPublicJobAd(row, publicUrl));
    },

    /** One listed ad, or null when it is a draft, deleted, expired or unknown. */
    getPublicJobAd: publicOf,
  };
}

export type JobAdsService = ReturnType<typeof createJobAdsService>;
