import type { Actor } from '@portal/domain/access/actor';
import { DomainError } from '@portal/domain/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { AccessTokenSigner } from '../features/auth/access-tokens';
import { findActor } from './actor.repository';

/** Reads the Bearer token of a request and loads its actor; throws UNAUTHENTICATED / TOKEN_EXPIRED. */
export async function authenticateRequest(
  request: FastifyRequest,
  db: Database,
  signer: AccessTokenSigner,
): Promise<Actor> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  if (!token) {
    throw new DomainError('UNAUTHENTICATED');
  }
  const userId = await signer.verify(token);
  const actor = await findActor(db, userId);
  if (!actor) {
    throw new DomainError('UNAUTHENTICATED');
  }
  return actor;
}
