import {
  loginContract,
  logoutContract,
  refreshContract,
  requestLoginLinkContract,
  verifyLoginLinkContract,
} from '@portal/domain/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AuthService } from './auth.service';

const minute = 60_000;

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

// Keyed by address and e-mail: one attacker cannot lock every user out, nor guess one user's password fast.
function addressAndEmail(request: FastifyRequest): string {
  return `${request.ip}:${emailOf(request)}`;
}

// Sign-in guesses and link mails against one account, from however many addresses (issue 11).
const perAccount = (max: number, timeWindowMs: number) => ({ max, timeWindowMs, keyOf: emailOf });

export function registerAuthRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  auth: AuthService,
): void {
  registerContract(app, dependencies, loginContract, ({ body }) => auth.login(body), {
    rateLimit: [{ max: 10, timeWindowMs: minute, keyOf: addressAndEmail }, perAccount(20, 15 * minute)],
  });
  registerContract(app, dependencies, refreshContract, ({ body }) => auth.refresh(body.refreshToken), {
    rateLimit: { max: 60, timeWindowMs: minute },
  });
  registerContract(app, dependencies, logoutContract, async ({ body }) => {
    await auth.logout(body.refreshToken);
    return { signedOut: true as const };
  });
  registerContract(
    app,
    dependencies,
    requestLoginLinkContract,
    async ({ body }) => {
      await auth.requestLoginLink(body);
      return { sent: true as const };
    },
    {
      rateLimit: [
        { max: 5, timeWindowMs: 15 * minute, keyOf: addressAndEmail },
        perAccount(5, 15 * minute),
        { max: 30, timeWindowMs: 15 * minute },
      ],
    },
  );
  registerContract(
    app,
    dependencies,
    verifyLoginLinkContract,
    ({ body }) => auth.verifyLoginLink(body.token),
    {
      rateLimit: { max: 20, timeWindowMs: minute },
    },
  );
}
