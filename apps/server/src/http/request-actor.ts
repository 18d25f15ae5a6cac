import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenSigner } from '../features/auth/access-tokens';
import type { ActorSource } from './actor-cache';

/** Reads the Bearer token of a request and loads its actor; throws UNAUTHENTICATED / TOKEN_EXPIRED. */
export async function authenticateRequest(
  request: FastifyRequest,
  { signer, actors }: { signer: AccessTokenSigner; actors: ActorSource },
): Promise<Actor> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  if (!token) {
    throw new DomainError('UNAUTHENTICATED');
  }
  const { userId, sessionId } = await signer.verify(token);
  const actor = await actors.actorOf(userId, sessionId);
  if (!actor) {
    throw new DomainError('UNAUTHENTICATED');
  }
  return actor;
}
