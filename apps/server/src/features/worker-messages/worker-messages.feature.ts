import type { ServerFeature } from '../../http/server-feature';
import { registerWorkerMessagesRoutes } from './worker-messages.routes';
import { createWorkerMessagesService } from './worker-messages.service';

/** Messages from staff to one worker, by SMS or e-mail. */
export const workerMessagesFeature: ServerFeature = {
  name: 'worker-messages',
  register: (app, dependencies, { db }) =>
    registerWorkerMessagesRoutes(app, dependencies, createWorkerMessagesService({ db })),
};
