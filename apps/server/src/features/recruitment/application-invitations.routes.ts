import {
  cancelApplicationInvitationContract,
  createApplicationInvitationContract,
  getPublicApplicationInvitationContract,
  listApplicationInvitationsContract,
  resendApplicationInvitationContract,
} from '@portal/domain/application-invitations';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import {
  cancelInvitation,
  createInvitation,
  listAccountInvitations,
  resendInvitation,
} from './use-cases/application-invitations';
import { publicInvitation } from './use-cases/public-application-invitation';
import type { RecruitmentDependencies } from './use-cases/registration-use-case';

const minute = 60_000;

/** A recruiter's invitations to apply (decision 0055) and the public view of the link. */
export function registerApplicationInvitationsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  recruitment: RecruitmentDependencies,
): void {
  registerContract(app, dependencies, createApplicationInvitationContract, ({ actor, params, body }) =>
    createInvitation(recruitment, { actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, listApplicationInvitationsContract, ({ params, query }) =>
    listAccountInvitations(recruitment, { ...query, accountId: params.accountId }),
  );
  registerContract(app, dependencies, cancelApplicationInvitationContract, ({ actor, params }) =>
    cancelInvitation(recruitment, { actor, ...params }),
  );
  registerContract(app, dependencies, resendApplicationInvitationContract, ({ actor, params }) =>
    resendInvitation(recruitment, { actor, ...params }),
  );
  // Per client address: enough for a person reloading the page, too few to walk through guesses.
  registerContract(
    app,
    dependencies,
    getPublicApplicationInvitationContract,
    ({ params }) => publicInvitation(recruitment, params.token),
    { rateLimit: { max: 30, timeWindowMs: minute } },
  );
}
