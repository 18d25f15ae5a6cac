import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SystemValueStore } from '../../lib/pdf-seal/sealing-certificate';
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

const personalDataKeyName = 'personal-data-key';

/**
 * The configured PERSONAL_DATA_KEY, or one generated on first start and kept with the instance's values
 * (decision 0042): enough for the embedded demo; production sets the key so it lives apart from the data.
 */
export async function resolvePersonalDataKey(db: Database, configured: string | null): Promise<Buffer> {
  if (configured) {
    return Buffer.from(configured, 'base64');
  }
  await insertSystemValueIfAbsent(db, personalDataKeyName, randomBytes(32).toString('base64'));
  const value = await findSystemValue(db, personalDataKeyName);
  if (value === null) {
    throw new Error('personal data key missing after insert');
  }
  return Buffer.from(value, 'base64');
}

/** The instance's values (system_values, this feature's table) for a resolver outside the feature, e.g. the sealing certificate's. */
export function systemValueStore(db: Database): SystemValueStore {
  return {
    insertIfAbsent: (key, value) => insertSystemValueIfAbsent(db, key, value),
    find: (key) => findSystemValue(db, key),
  };
}
