import type { ServerFeature } from '../../http/server-feature';
import { createSessionStarter } from '../auth/auth.api';
import { registerMeRoutes } from './me.routes';
import { createMeService } from './me.service';

/** The signed-in user about itself: profile, password, abilities and accounts. */
export const meFeature: ServerFeature = {
  name: 'me',
  register: (app, dependencies, { db, signer, clock, publicUrl }) =>
    registerMeRoutes(
      app,
      dependencies,
      createMeService({ db, clock, startSession: createSessionStarter({ db, signer, clock, publicUrl }) }),
    ),
};
