import type { ServerFeature } from '../../http/server-feature';
import { registerSearchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** The global search (Ctrl+K): workers, gigs, areas and pools of an account, through their features' APIs. */
export const searchFeature: ServerFeature = {
  name: 'search',
  register: (app, dependencies, { db }) =>
    registerSearchRoutes(app, dependencies, createSearchService({ db })),
};
