import {
  campaignAnnouncementDraftContract,
  campaignAnnouncementsContract,
  createAnnouncementContract,
  createWorkerFeedTokenContract,
  deleteAnnouncementsContract,
  getAnnouncementContract,
  listAnnouncementsContract,
  updateAnnouncementContract,
  workerFeedContract,
} from '@portal/domain/announcements';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AnnouncementsService } from './announcements.service';
import { bearerOf } from './worker-feed-token';

export function registerAnnouncementsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  announcements: AnnouncementsService,
): void {
  registerContract(app, dependencies, listAnnouncementsContract, ({ params, query }) =>
    announcements.list(params.accountId, query),
  );
  registerContract(app, dependencies, createAnnouncementContract, ({ actor, params, body }) =>
    announcements.create(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getAnnouncementContract, ({ params }) =>
    announcements.get(params.accountId, params.announcementId),
  );
  registerContract(app, dependencies, updateAnnouncementContract, ({ actor, params, body }) =>
    announcements.update(actor, params.accountId, params.announcementId, body),
  );
  registerContract(app, dependencies, deleteAnnouncementsContract, ({ actor, params, body }) =>
    announcements.delete(actor, params.accountId, body.ids),
  );
  registerContract(app, dependencies, campaignAnnouncementsContract, ({ params }) =>
    announcements.campaignAnnouncements(params.accountId),
  );
  registerContract(app, dependencies, campaignAnnouncementDraftContract, ({ params }) =>
    announcements.campaignDraft(params.accountId, params.campaignId),
  );
  registerContract(app, dependencies, createWorkerFeedTokenContract, ({ params, body }) =>
    announcements.issueFeedToken(params.accountId, body.workerId),
  );
  // The worker app polls; limited per client address like the other public routes.
  registerContract(
    app,
    dependencies,
    workerFeedContract,
    ({ request }) => announcements.feed(bearerOf(request.headers.authorization)),
    { rateLimit: { max: 120, timeWindowMs: 60_000 } },
  );
}
