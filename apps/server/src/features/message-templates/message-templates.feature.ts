import type { ServerFeature } from '../../http/server-feature';
import { registerMessageTemplatesRoutes } from './message-templates.routes';
import { createMessageTemplatesService } from './message-templates.service';

/** Message templates: the account's own texts of the automatic messages, rendered by their senders. */
export const messageTemplatesFeature: ServerFeature = {
  name: 'message-templates',
  register: (app, dependencies, { db, clock }) => {
    registerMessageTemplatesRoutes(app, dependencies, createMessageTemplatesService({ db, clock }));
  },
};
