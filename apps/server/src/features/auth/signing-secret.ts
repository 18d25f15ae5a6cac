import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemValues } from '../../db/schema/system.schema';

const secretKey = 'jwt-signing-secret';

/**
 * The configured JWT_SECRET, or one generated on first start and kept in the database, so restarts and
 * other instances keep accepting the tokens already handed out.
 */
export async function resolveSigningSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) {
    return configured;
  }
  await db
    .insert(systemValues)
    .values({ key: secretKey, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemValues).where(eq(systemValues.key, secretKey));
  if (!row) {
    throw new Error('signing secret missing after insert');
  }
  return row.value;
}
