import { publicJobAdsQuerySchema } from '@portal/domain/job-ads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rateLimitHook } from '../../../http/route-rate-limits';
import { publicJobAdsCacheControl } from '../job-ads.routes';
import type { JobAdsService } from '../job-ads.service';
import { renderApplyAd, renderApplyNotFound } from './apply-ad.page';
import { renderApplyFeed } from './apply-feed';
import { applyLanguageOf } from './apply-language';
import { renderApplyList } from './apply-list.page';

const adParamsSchema = z.object({ adId: z.string() });

function languageOf(request: FastifyRequest) {
  return applyLanguageOf(
    (request.query as { lang?: unknown } | undefined)?.lang,
    request.headers['accept-language'],
  );
}

function send(reply: FastifyReply, type: string, body: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', publicJobAdsCacheControl)
    .header('vary', 'Accept-Language')
    .type(type)
    .send(body);
}

/**
 * The public job board, rendered on the server as plain HTML without the React bundle (issue 16 §1's
 * budget, decision 0050): `/apply` (search by role, region and words), `/apply/:adId` (the ad with its
 * JobPosting JSON-LD) and `/apply/feed.xml` (RSS 2.0). Registered before the web app's catch-all answer.
 */
export function registerApplyPagesRoutes(
  app: FastifyInstance,
  jobAds: JobAdsService,
  publicUrl: string,
): void {
  const limit = { preHandler: rateLimitHook(app, [{ max: 120, timeWindowMs: 60_000 }]) };
  app.get('/apply', limit, async (request, reply) => {
    const lang = languageOf(request);
    const parsed = publicJobAdsQuerySchema.safeParse(request.query ?? {});
    const query = parsed.success ? parsed.data : {};
    const ads = await jobAds.listPublicJobAds(query);
    return send(reply, 'text/html; charset=utf-8', renderApplyList(lang, query, ads));
  });
  app.get('/apply/feed.xml', limit, async (request, reply) => {
    const ads = await jobAds.listPublicJobAds({});
    return send(
      reply,
      'application/rss+xml; charset=utf-8',
      renderApplyFeed(languageOf(request), publicUrl, ads),
    );
  });
  app.get('/apply/:adId', limit, async (request, reply) => {
    const lang = languageOf(request);
    const { adId } = adParamsSchema.parse(request.params);
    const ad = z.uuid().safeParse(adId).success ? await jobAds.getPublicJobAd(adId) : null;
    if (!ad) {
      return send(
        reply,
        'text/html; charset=utf-8',
        renderApplyNotFound(lang, encodeURIComponent(adId)),
        404,
      );
    }
    // "Apply" leads to the registration page with its one-time code (0051), replacing "Apply by e-mail".
    return send(reply, 'text/html; charset=utf-8', renderApplyAd(lang, ad));
  });
}
