import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseConnection, fromPglite, openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withDatabase } from './global-setup';

export type TestDatabase = {
  connection: DatabaseConnection;
  /** Empties every table, so each test starts from nothing (isolation per test). */
  reset(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A PGlite loaded from the migrated template that the global setup dumped (a file path it provides), so no
 * test file boots and migrates its own. Outside Vitest's global setup (a script) it migrates one itself.
 */
async function loadMigratedPglite(): Promise<DatabaseConnection> {
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) {
    const connection = await openPglite();
    await migrateDatabase(connection);
    return connection;
  }
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(templateFile)]) });
  return fromPglite(pglite);
}

/** A fresh database for one test file: PGlite by default, a copy of the template on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let connection: DatabaseConnection;
  let dropDatabase = async () => {};
  if (url) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.pool?.query(`create database ${name} template ${inject('postgresTemplateDatabase')}`);
    connection = await openPostgres(withDatabase(url, name), { max: 5 });
    dropDatabase = async () => {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    connection = await loadMigratedPglite();
  }
  const tables = (await connection.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tableNames = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
  return {
    connection,
    async reset() {
      await connection.db.execute(sql.raw(`truncate ${tableNames} restart identity cascade`));
    },
    async close() {
      await connection.close();
      await dropDatabase();
    },
  };
}

/** The URL of a test database on the PostgreSQL pass (pg-boss and other instances open their own pools there); null on PGlite. */
export async function testDatabaseUrlOf(connection: DatabaseConnection): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return null;
  }
  const result = (await connection.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return withDatabase(url, result.rows[0]?.name ?? '');
}
