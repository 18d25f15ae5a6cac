import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/**
 * One limit of a public route: at most `max` requests per `timeWindowMs` for each key. The key is the
 * client's address unless `keyOf` says otherwise (an account, an address and an account). The address is
 * the connection's, or the forwarded one only from proxies `TRUST_PROXY` names (http/trust-proxy.ts).
 */
export type RouteRateLimit = {
  max: number;
  timeWindowMs: number;
  keyOf?: (request: FastifyRequest) => string;
};

/**
 * A preHandler (the body is parsed, so keys may use it) counting the request against every limit, each in
 * its own counter; any exceeded one answers 429 RATE_LIMITED with Retry-After. Several limits let a route
 * bound both one client and one account, so neither rotating addresses nor one address helps.
 */
export function rateLimitHook(
  app: FastifyInstance,
  limits: readonly RouteRateLimit[],
): preHandlerAsyncHookHandler {
  const limiters = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      ...(limit.keyOf ? { keyGenerator: limit.keyOf } : {}),
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let retryAfterSeconds = 0;
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
      }
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new DomainError('RATE_LIMITED');
    }
  };
}
