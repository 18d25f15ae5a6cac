import type { ServerFeature } from '../../http/server-feature';
import { registerEventsRoutes } from './events.routes';

/** Live updates: Server-Sent Events of the caller's accounts, fed by LISTEN/NOTIFY. */
export const eventsFeature: ServerFeature = {
  name: 'events',
  register: (app, dependencies, { changeEvents, config }) =>
    registerEventsRoutes(app, dependencies, {
      hub: changeEvents,
      maxStreamSeconds: config.accessTokenTtlSeconds,
    }),
};
