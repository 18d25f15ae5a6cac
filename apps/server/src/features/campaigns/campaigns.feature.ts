import type { ServerFeature } from '../../http/server-feature';
import { registerCampaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';

/** Campaigns (billing): for a period, shifts in some areas pay more and may cost more (decision 0038). */
export const campaignsFeature: ServerFeature = {
  name: 'campaigns',
  register: (app, dependencies, { db, clock }) =>
    registerCampaignsRoutes(app, dependencies, createCampaignsService({ db, clock })),
};
