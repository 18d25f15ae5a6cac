import type { ServerFeature } from '../../http/server-feature';
import { registerSmsBroadcastsRoutes } from './sms-broadcasts.routes';
import { createSmsBroadcastsService } from './sms-broadcasts.service';

/**
 * Bulk SMS (issue 17 §2): drafts, the count before sending, sending to thousands through the bulk sender
 * job (bulk-sms-sender.ts, started by jobs/), delivery per recipient and opt-outs.
 */
export const smsBroadcastsFeature: ServerFeature = {
  name: 'sms-broadcasts',
  register: (app, dependencies, { db, clock }) => {
    registerSmsBroadcastsRoutes(app, dependencies, createSmsBroadcastsService({ db, clock }));
  },
};
