import {
  acceptShiftInvitationContract,
  createShiftInvitationContract,
  declineShiftInvitationContract,
  getPublicShiftInvitationContract,
  listShiftInvitationsContract,
  revokeShiftInvitationContract,
} from '@portal/domain/shift-invitations';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ShiftInvitationsService } from './shift-invitations.service';

const minute = 60_000;

export function registerShiftInvitationsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  invitations: ShiftInvitationsService,
): void {
  registerContract(app, dependencies, createShiftInvitationContract, ({ actor, params, body }) =>
    invitations.createInvitation(actor, params, body),
  );
  registerContract(app, dependencies, listShiftInvitationsContract, ({ params }) =>
    invitations.listInvitations(params),
  );
  registerContract(app, dependencies, revokeShiftInvitationContract, ({ actor, params }) =>
    invitations.revokeInvitation(actor, params),
  );
  // Public, like the sign-in routes: limited per client address so links cannot be guessed by brute force
  // (a 256-bit secret makes that hopeless anyway) and the page cannot be used to load the server.
  registerContract(
    app,
    dependencies,
    getPublicShiftInvitationContract,
    ({ params }) => invitations.getPublicInvitation(params.token),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    acceptShiftInvitationContract,
    ({ params }) => invitations.acceptInvitation(params.token),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    declineShiftInvitationContract,
    ({ params }) => invitations.declineInvitation(params.token),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
}
