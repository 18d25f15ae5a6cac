import type { ServerFeature } from '../../http/server-feature';
import { registerOutboxRoutes } from './outbox.routes';
import { createOutboxService } from './outbox.service';

/** The outbox view: queued, sent and stored mail and SMS. */
export const outboxFeature: ServerFeature = {
  name: 'outbox',
  register: (app, dependencies, { db }) =>
    registerOutboxRoutes(app, dependencies, createOutboxService({ db })),
};
