import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { findSystemValue, insertSystemValueIfAbsent } from './signing-secret.repository';

const secretKey = 'jwt-signing-secret';

/**
 * The configured JWT_SECRET, or one generated on first start and kept in the database, so restarts and
 * other instances keep accepting the tokens already handed out.
 */
export async function resolveSigningSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) {
    return configured;
  }
  await insertSystemValueIfAbsent(db, secretKey, randomBytes(48).toString('base64url'));
  const value = await findSystemValue(db, secretKey);
  if (value === null) {
    throw new Error('signing secret missing after insert');
  }
  return value;
}
