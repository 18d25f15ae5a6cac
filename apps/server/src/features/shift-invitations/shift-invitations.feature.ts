import type { ServerFeature } from '../../http/server-feature';
import { registerShiftInvitationsRoutes } from './shift-invitations.routes';
import { createShiftInvitationsService } from './shift-invitations.service';

/** Shift invitations: staff send a signed link; the worker answers on a public page without signing in. */
export const shiftInvitationsFeature: ServerFeature = {
  name: 'shift-invitations',
  register: (app, dependencies, { db, clock, publicUrl }) =>
    registerShiftInvitationsRoutes(
      app,
      dependencies,
      createShiftInvitationsService({ db, clock, publicUrl }),
    ),
};
