import {
  createJobAdContract,
  deleteJobAdContract,
  getJobAdContract,
  listJobAdsContract,
  publicJobAdsContract,
  updateJobAdContract,
} from '@portal/domain/job-ads';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { JobAdsService } from './job-ads.service';

/** Boards and caches may keep the public answers a few minutes; a deleted ad is gone within that. */
export const publicJobAdsCacheControl = 'public, max-age=300';

/** Job ads: the staff list, one ad, create, replace, delete; and the public JSON feed. */
export function registerJobAdsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  jobAds: JobAdsService,
): void {
  registerContract(app, dependencies, listJobAdsContract, ({ params, query }) =>
    jobAds.listJobAds(params.accountId, query),
  );
  registerContract(app, dependencies, getJobAdContract, ({ params }) =>
    jobAds.getJobAd(params.accountId, params.jobAdId),
  );
  registerContract(app, dependencies, createJobAdContract, ({ actor, params, body }) =>
    jobAds.createJobAd(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updateJobAdContract, ({ actor, params, body }) =>
    jobAds.updateJobAd(actor, params.accountId, params.jobAdId, body),
  );
  registerContract(app, dependencies, deleteJobAdContract, ({ actor, params }) =>
    jobAds.deleteJobAd(actor, params.accountId, params.jobAdId),
  );
  registerContract(
    app,
    dependencies,
    publicJobAdsContract,
    async ({ query, reply }) => {
      reply.header('cache-control', publicJobAdsCacheControl);
      return { items: await jobAds.listPublicJobAds(query) };
    },
    { rateLimit: { max: 120, timeWindowMs: 60_000 } },
  );
}
