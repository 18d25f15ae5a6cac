import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseConnection, fromPglite, openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { templateDatabaseName, withDatabase } from './global-setup';

export type TestDatabase = {
  connection: DatabaseConnection;
  /** Empties every table, so each test starts from nothing (isolation per test). */
  reset(): Promise<void>;
  close(): Promise<void>;
};

let migratedPglite: Promise<PGlite> | null = null;

/** One migrated in-memory PGlite per worker; each test file gets a clone of it (~0.7 s instead of ~3 s). */
async function clonePglite(): Promise<DatabaseConnection> {
  migratedPglite ??= (async () => {
    const template = await openPglite();
    await migrateDatabase(template);
    return template.pglite as PGlite;
  })();
  const clone = (await (await migratedPglite).clone()) as PGlite;
  return fromPglite(clone);
}

/** A fresh database for one test file: PGlite by default, a copy of the template on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let connection: DatabaseConnection;
  let dropDatabase = async () => {};
  if (url) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.pool?.query(`create database ${name} template ${templateDatabaseName}`);
    connection = await openPostgres(withDatabase(url, name), { max: 5 });
    dropDatabase = async () => {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    connection = await clonePglite();
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
