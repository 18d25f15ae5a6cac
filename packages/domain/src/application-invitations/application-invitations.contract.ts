import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  applicationInvitationListSchema,
  applicationInvitationSchema,
  publicApplicationInvitationSchema,
} from './application-invitations';
import {
  applicationInvitationListQuerySchema,
  applicationInvitationTokenSchema,
  createApplicationInvitationInputSchema,
} from './application-invitations.inputs';

export const applicationInvitationParamsSchema = accountParamsSchema.extend({ invitationId: z.uuid() });
export const applicationInvitationTokenParamsSchema = z.object({ token: applicationInvitationTokenSchema });

// Recruitment is HR's work: admins and agents (the menu subject Applications); customers none of it.
const readsApplications = { kind: 'ability', action: 'read', subject: 'Applications' } as const;
const managesApplications = { kind: 'ability', action: 'manage', subject: 'Applications' } as const;
const tag = 'application-invitations';

export const createApplicationInvitationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/application-invitations',
  summary:
    'Invite a person to apply: e-mails (and with a mobile, texts) a link /invite/application/<token>, good for 14 days',
  tag,
  access: managesApplications,
  params: accountParamsSchema,
  body: createApplicationInvitationInputSchema,
  response: applicationInvitationSchema,
  successStatus: 201,
});

export const listApplicationInvitationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/application-invitations',
  summary: 'The account’s invitations to apply, newest first (filter: status)',
  tag,
  access: readsApplications,
  params: accountParamsSchema,
  query: applicationInvitationListQuerySchema,
  response: applicationInvitationListSchema,
});

export const cancelApplicationInvitationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/application-invitations/:invitationId/cancel',
  summary: 'Cancel an open invitation: its link stops working (APPLICATION_INVITATION_CLOSED when not open)',
  tag,
  access: managesApplications,
  params: applicationInvitationParamsSchema,
  response: applicationInvitationSchema,
});

export const resendApplicationInvitationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/application-invitations/:invitationId/resend',
  summary:
    'Send an open or expired invitation again with a new link for another 14 days; the old link stops working',
  tag,
  access: managesApplications,
  params: applicationInvitationParamsSchema,
  response: applicationInvitationSchema,
});

export const getPublicApplicationInvitationContract = defineContract({
  method: 'GET',
  path: '/api/public/application-invitations/:token',
  summary:
    'What the invited person sees (no sign-in): who invites, the ad, the invited address; 410 when expired or cancelled',
  tag,
  access: { kind: 'public' },
  params: applicationInvitationTokenParamsSchema,
  response: publicApplicationInvitationSchema,
});
