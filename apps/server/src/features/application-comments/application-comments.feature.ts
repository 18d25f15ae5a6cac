import type { ServerFeature } from '../../http/server-feature';
import { registerApplicationCommentsRoutes } from './application-comments.routes';
import { createApplicationCommentsService } from './application-comments.service';

/** Comments on an application (issue 16 §2): recruiters' notes that can be resolved and reopened. */
export const applicationCommentsFeature: ServerFeature = {
  name: 'application-comments',
  register: (app, dependencies, { db, clock }) => {
    registerApplicationCommentsRoutes(app, dependencies, createApplicationCommentsService({ db, clock }));
  },
};
