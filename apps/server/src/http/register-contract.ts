import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { Contract } from '@portal/domain/shared';
import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AccessTokenSigner } from '../features/auth/access-tokens';
import type { ActorSource } from './actor-cache';
import { authenticateRequest } from './request-actor';
import { type RouteRateLimit, rateLimitHook } from './route-rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The success status the route's contract declares; the access matrix expects it from allowed callers. */
    successStatus?: number;
  }
}

type Input<C> =
  C extends Contract<infer P, infer Q, infer B, z.ZodType>
    ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never;
type Output<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export type HandlerContext<C extends Contract, TActor> = Input<C> & {
  actor: TActor;
  request: FastifyRequest;
  reply: FastifyReply;
};

type ActorOf<C extends Contract> = C['access'] extends { kind: 'public' } ? null : Actor;

export type ContractHandler<C extends Contract> = (
  context: HandlerContext<C, ActorOf<C>>,
) => Promise<Output<C>>;

/** What every route may use: the database, the token signer and who each signed-in user is. */
export type RouteDependencies = { db: Database; signer: AccessTokenSigner; actors: ActorSource };

/** Per-route options: rate limits for public forms such as sign-in (per client address, account, ...). */
export type RouteOptions = {
  rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
  /**
   * Write the handler's answer with JSON.stringify, without zod checking it against the contract first.
   * Only for bulk reads whose every value comes typed from SQL columns, where the check is a large share of
   * the request (the calendar: 13,500 values, 0.9 ms of ~12). The handler's return type still has to match
   * the contract, and the route's tests parse its answers with the contract's schema.
   */
  uncheckedResponse?: true;
};

const stringifyUnchecked = () => (data: unknown) => JSON.stringify(data);

/**
 * Registers one contract as a route: the shared zod schemas validate input and output and describe the
 * route in OpenAPI; access is checked before the handler runs. Scope first (an account outside the
 * caller's accounts answers 404, so other tenants' ids are not confirmed), then ability (403).
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contract: C,
  handler: ContractHandler<C>,
  options: RouteOptions = {},
): void {
  const status = contract.successStatus ?? 200;
  const rateLimits = options.rateLimit ? [options.rateLimit].flat() : [];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { successStatus: status },
    ...(rateLimits.length > 0 ? { preHandler: rateLimitHook(app, rateLimits) } : {}),
    ...(options.uncheckedResponse ? { serializerCompiler: stringifyUnchecked } : {}),
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.access.kind === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: contract.response },
    },
    handler: async (request, reply) => {
      const actor = await authorize(request, dependencies, contract);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor,
        request,
        reply,
      } as HandlerContext<C, ActorOf<C>>);
      return reply.code(status).send(result);
    },
  });
}

async function authorize<C extends Contract>(
  request: FastifyRequest,
  dependencies: RouteDependencies,
  contract: C,
): Promise<ActorOf<C>> {
  const access = contract.access;
  if (access.kind === 'public') {
    return null as ActorOf<C>;
  }
  const actor = await authenticateRequest(request, dependencies);
  if (access.kind === 'ability') {
    assertRouteAccess(actor, access.action, access.subject, accountIdOf(request));
  }
  return actor as ActorOf<C>;
}

function accountIdOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  return typeof params?.accountId === 'string' ? params.accountId : undefined;
}

/** Scope, then ability: the two checks every account-scoped route makes. */
export function assertRouteAccess(
  actor: Actor,
  action: Parameters<ReturnType<typeof defineAbilitiesFor>['can']>[0],
  subject: Exclude<Parameters<ReturnType<typeof defineAbilitiesFor>['can']>[1], object>,
  accountId: string | undefined,
): void {
  if (accountId !== undefined && !actor.accountIds.includes(accountId)) {
    throw new DomainError('NOT_FOUND');
  }
  const ability = defineAbilitiesFor(actor);
  const allowed =
    accountId !== undefined && subject !== 'all'
      ? ability.can(action, asSubject(subject, { accountId }))
      : ability.can(action, subject);
  if (!allowed) {
    throw new DomainError('FORBIDDEN');
  }
}
