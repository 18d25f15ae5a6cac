import type { ServerFeature } from '../../http/server-feature';
import { registerJobAdsRoutes } from './job-ads.routes';
import { createJobAdsService } from './job-ads.service';
import { feedJobBoardPublisher } from './job-board-publisher';
import { registerApplyPagesRoutes } from './public/apply-pages.routes';

/** Job ads (issue 16 §3): HR writes and posts them; the public /apply board and feeds list them (0050). */
export const jobAdsFeature: ServerFeature = {
  name: 'job-ads',
  register: (app, dependencies, { db, clock, publicUrl }) => {
    const service = createJobAdsService({
      db,
      clock,
      publicUrl,
      publisher: feedJobBoardPublisher,
      log: app.log,
    });
    registerJobAdsRoutes(app, dependencies, service);
    registerApplyPagesRoutes(app, service, publicUrl);
  },
};
