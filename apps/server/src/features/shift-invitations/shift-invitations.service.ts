import type { Actor } from '@portal/domain/access';
import type { CreateShiftInvitationInput } from '@portal/domain/shift-invitations';
import { acceptInvitation } from './use-cases/accept-invitation';
import { createInvitation } from './use-cases/create-invitation';
import { declineInvitation } from './use-cases/decline-invitation';
import { getPublicInvitation } from './use-cases/get-public-invitation';
import { listInvitations } from './use-cases/list-invitations';
import { revokeInvitation } from './use-cases/revoke-invitation';
import type {
  InvitationIds,
  ShiftIds,
  ShiftInvitationsServiceDependencies,
} from './use-cases/shift-invitation-use-case';

export type { ShiftInvitationsServiceDependencies } from './use-cases/shift-invitation-use-case';

/**
 * Shift invitations: staff send an open shift to one worker as a signed link; the worker answers through
 * the public page without signing in, and accepting books the shift only while it is still free. One use
 * case per file in `use-cases/`, each taking one options object.
 */
export function createShiftInvitationsService(dependencies: ShiftInvitationsServiceDependencies) {
  return {
    createInvitation: (actor: Actor, ids: ShiftIds, input: CreateShiftInvitationInput) =>
      createInvitation(dependencies, { actor, ids, input }),
    listInvitations: (ids: ShiftIds) => listInvitations(dependencies, { ids }),
    revokeInvitation: (actor: Actor, ids: InvitationIds) => revokeInvitation(dependencies, { actor, ids }),
    getPublicInvitation: (token: string) => getPublicInvitation(dependencies, { token }),
    acceptInvitation: (token: string) => acceptInvitation(dependencies, { token }),
    declineInvitation: (token: string) => declineInvitation(dependencies, { token }),
  };
}

export type ShiftInvitationsService = ReturnType<typeof createShiftInvitationsService>;
