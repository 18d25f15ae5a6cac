import {
  declineContractContract,
  getContractSigningContract,
  requestSigningCodeContract,
  signContractContract,
  verifySigningCodeContract,
} from '@portal/domain/employment-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { EmploymentContractsService } from './employment-contracts.service';
import type { RequestOrigin } from './use-cases/contract-use-case';

const minute = 60_000;

/** The address (as the edge believes it, decision 0020) and the browser, for the audit trail. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  };
}

/**
 * The worker's signing routes (no sign-in: the link's secret is the key). Limited per client address; the
 * codes also have their own limits per contract (5 sent an hour, 5 wrong tries each).
 */
export function registerContractSigningRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contracts: EmploymentContractsService,
): void {
  registerContract(
    app,
    dependencies,
    getContractSigningContract,
    ({ params }) => contracts.signingPage(params.token),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    requestSigningCodeContract,
    ({ params, body, request }) => contracts.requestCode(params.token, body.channel, originOf(request)),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    verifySigningCodeContract,
    ({ params, body, request }) => contracts.verifyCode(params.token, body.code, originOf(request)),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    signContractContract,
    ({ params, body, request }) => contracts.sign(params.token, body.fullName, originOf(request)),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    declineContractContract,
    ({ params, body, request }) => contracts.decline(params.token, body.reason, originOf(request)),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
}
