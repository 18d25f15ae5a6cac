import type { Config } from '../config';
import { type DatabaseConnection, openPglite, openPostgres } from './client';
import { migrateDatabase } from './migrate';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<DatabaseConnection> {
  const connection =
    config.database.kind === 'pglite'
      ? await openPglite(config.database.dataDir)
      : await openPostgres(config.database.url);
  await migrateDatabase(connection);
  return connection;
}
