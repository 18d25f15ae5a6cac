import type { ServerFeature } from '../../http/server-feature';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** Signing in and out: password, e-mailed sign-in link, refresh tokens. */
export const authFeature: ServerFeature = {
  name: 'auth',
  register: (app, dependencies, { db, signer, clock, publicUrl }) =>
    registerAuthRoutes(
      app,
      dependencies,
      createAuthService({ db, signer, clock, publicUrl, actors: dependencies.actors }),
    ),
};
