import type { ServerFeature } from '../../http/server-feature';
import { registerGigsRoutes } from './gigs.routes';
import { createGigsService } from './gigs.service';

/** Gigs (orders): list, create and edit with their shifts, publish, approve, split, delete, templates. */
export const gigsFeature: ServerFeature = {
  name: 'gigs',
  register: (app, dependencies, { db, clock }) =>
    registerGigsRoutes(app, dependencies, createGigsService({ db, clock })),
};
