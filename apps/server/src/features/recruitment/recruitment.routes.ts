import {
  getPublicRecruitmentContract,
  registerApplicantContract,
  registrationEmailCheckContract,
  sendRegistrationCodeContract,
  verifyRegistrationCodeContract,
} from '@portal/domain/recruitment';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { RecruitmentService } from './recruitment.service';

const minute = 60_000;

/**
 * The public registration routes. The code limits (per e-mail, per client address) are counted in the
 * database by the use case, so they hold across instances; these per-address limits only keep the pages
 * from loading the server.
 */
export function registerRecruitmentRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  service: RecruitmentService,
): void {
  registerContract(
    app,
    dependencies,
    getPublicRecruitmentContract,
    ({ params }) => service.recruitment(params.recruitmentId),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    registrationEmailCheckContract,
    ({ body, request }) => service.sendCode({ ...body, recruitmentId: null, ipAddress: request.ip }),
    { rateLimit: { max: 30, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    sendRegistrationCodeContract,
    ({ body, request }) => service.sendCode({ ...body, ipAddress: request.ip }),
    { rateLimit: { max: 30, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    verifyRegistrationCodeContract,
    ({ body }) => service.verifyCode(body),
    {
      rateLimit: { max: 30, timeWindowMs: minute },
    },
  );
  registerContract(app, dependencies, registerApplicantContract, ({ body }) => service.register(body), {
    rateLimit: { max: 20, timeWindowMs: minute },
  });
}
