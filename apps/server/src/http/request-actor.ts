import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims, AccessTokenSigner } from '../features/auth/access-tokens';
import type { ActorSource } from './actor-cache';

type Authentication = { signer: AccessTokenSigner; actors: ActorSource };

/** Reads the Bearer token of a request and loads its actor; throws UNAUTHENTICATED / TOKEN_EXPIRED. */
export async function authenticateRequest(
  request: FastifyRequest,
  authentication: Authentication,
): Promise<Actor> {
  return (await authenticateSession(request, authentication)).actor;
}

/**
 * As `authenticateRequest`, and also names the session, for a response that outlives the request (the
 * event stream) and must check again that its session has not ended (decision 0021).
 */
export async function authenticateSession(
  request: FastifyRequest,
  { signer, actors }: Authentication,
): Promise<{ actor: Actor; session: AccessTokenClaims }> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  if (!token) {
    throw new DomainError('UNAUTHENTICATED');
  }
  const session = await signer.verify(token);
  const actor = await actors.actorOf(session.userId, session.sessionId);
  if (!actor) {
    throw new DomainError('UNAUTHENTICATED');
  }
  return { actor, session };
}
