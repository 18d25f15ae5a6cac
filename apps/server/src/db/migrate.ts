import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the generated SQL migrations in `apps/server/drizzle`; the same files run on both engines. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePostgres(connection.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
