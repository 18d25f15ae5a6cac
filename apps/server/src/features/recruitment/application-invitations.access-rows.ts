import { type AccessRows, staff } from '../../testing/access-row';
import {
  invitationFixtures as fixtures,
  matrixInvitationToken,
  prepareApplicationInvitationsAccessFixtures as prepare,
} from './application-invitations-access-fixtures';

const base = (accountId: string) => `/api/accounts/${accountId}/application-invitations`;

/** Inviting to apply is recruitment work: admins and agents (Applications); the link itself is public. */
export const applicationInvitationsAccessRows: AccessRows = {
  'POST /api/accounts/:accountId/application-invitations': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'POST',
      url: base(accountId),
      payload: { email: 'hakija@example.fi', locale: 'fi' },
    }),
  },
  'GET /api/accounts/:accountId/application-invitations': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'POST /api/accounts/:accountId/application-invitations/:invitationId/cancel': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.nextCancellable(accountId)}/cancel`,
    }),
  },
  'POST /api/accounts/:accountId/application-invitations/:invitationId/resend': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.resendable(accountId)}/resend`,
    }),
  },
  'GET /api/public/application-invitations/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: `/api/public/application-invitations/${matrixInvitationToken}` }),
  },
};
