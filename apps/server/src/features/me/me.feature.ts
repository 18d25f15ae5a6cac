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
      createMeService({
        db,
        clock,
        actors: dependencies.actors,
        startSession: createSessionStarter({ db, signer, clock, publicUrl, actors: dependencies.actors }),
      }),
    ),
};
