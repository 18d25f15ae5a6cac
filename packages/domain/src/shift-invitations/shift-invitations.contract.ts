import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  publicShiftInvitationSchema,
  shiftInvitationListSchema,
  shiftInvitationSchema,
} from './shift-invitations';
import { createShiftInvitationInputSchema, invitationTokenSchema } from './shift-invitations.inputs';

export const shiftInvitationsParamsSchema = accountParamsSchema.extend({ shiftId: z.uuid() });
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });
export const shiftInvitationParamsSchema = shiftInvitationsParamsSchema.extend({ invitationId: z.uuid() });

/*
 * Filling a shift is the staffing company's work: inviting, like assigning, needs `manage Shift`, which
 * customers do not have (they cannot see the account's workers either).
 */
const staffFillsShifts = { kind: 'ability', action: 'manage', subject: 'Shift' } as const;

export const createShiftInvitationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/invitations',
  summary:
    'Send an open shift to a confirmed worker of the account’s pools as a signed link (e-mail or SMS outbox) that expires after 48 h or at the shift’s start',
  tag: 'shift-invitations',
  access: staffFillsShifts,
  params: shiftInvitationsParamsSchema,
  body: createShiftInvitationInputSchema,
  response: shiftInvitationSchema,
  successStatus: 201,
});

export const listShiftInvitationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/shifts/:shiftId/invitations',
  summary: 'The invitations of a shift: who, by which channel, when, and what became of each',
  tag: 'shift-invitations',
  access: staffFillsShifts,
  params: shiftInvitationsParamsSchema,
  response: shiftInvitationListSchema,
});

export const revokeShiftInvitationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/shifts/:shiftId/invitations/:invitationId/revoke',
  summary:
    'Withdraw a link that is still pending, so the worker can no longer answer it (a link already answered or expired: INVITATION_ANSWERED, INVITATION_EXPIRED)',
  tag: 'shift-invitations',
  access: staffFillsShifts,
  params: shiftInvitationParamsSchema,
  response: shiftInvitationSchema,
});

export const getPublicShiftInvitationContract = defineContract({
  method: 'GET',
  path: '/api/public/shift-invitations/:token',
  summary: 'What an invited worker sees through the link (no sign-in): the shift and the invitation’s state',
  tag: 'shift-invitations',
  access: { kind: 'public' },
  params: invitationTokenParamsSchema,
  response: publicShiftInvitationSchema,
});

export const acceptShiftInvitationContract = defineContract({
  method: 'POST',
  path: '/api/public/shift-invitations/:token/accept',
  summary:
    'Accept through the link: books the shift for the worker only if it is still free (else SHIFT_TAKEN)',
  tag: 'shift-invitations',
  access: { kind: 'public' },
  params: invitationTokenParamsSchema,
  response: publicShiftInvitationSchema,
});

export const declineShiftInvitationContract = defineContract({
  method: 'POST',
  path: '/api/public/shift-invitations/:token/decline',
  summary: 'Decline through the link',
  tag: 'shift-invitations',
  access: { kind: 'public' },
  params: invitationTokenParamsSchema,
  response: publicShiftInvitationSchema,
});
