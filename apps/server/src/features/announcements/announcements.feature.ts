import type { ServerFeature } from '../../http/server-feature';
import { registerAnnouncementsRoutes } from './announcements.routes';
import { createAnnouncementsService } from './announcements.service';
import { createWorkerFeedTokens } from './worker-feed-token';

/** Announcements to workers and the worker app's feed of them (issue 17 §1, decision 0056). */
export const announcementsFeature: ServerFeature = {
  name: 'announcements',
  register: (app, dependencies, { db, clock, publicUrl }) =>
    registerAnnouncementsRoutes(
      app,
      dependencies,
      createAnnouncementsService({ db, clock, publicUrl, feedTokens: createWorkerFeedTokens(db) }),
    ),
};
