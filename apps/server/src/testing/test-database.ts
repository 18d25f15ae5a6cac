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
  /** Ends the file's use of the database: drops the PostgreSQL copy; the worker's PGlite stays open. */
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

/**
 * The worker's PGlite (server tests share their modules between files, decision 0039): loading the
 * migrated template costs 3 to 5 s, so each test file takes this one, emptied, instead of loading its own.
 * Files of a worker run one after another, so no two files use it at once.
 */
let workerPglite: Promise<DatabaseConnection> | null = null;

async function tableNamesOf(connection: DatabaseConnection): Promise<string> {
  const tables = (await connection.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  return tables.rows.map((row) => `"${row.tablename}"`).join(', ');
}

/** A fresh database for one test file: the worker's PGlite emptied, or a copy of the template on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let connection: DatabaseConnection;
  let closeConnection = async () => {};
  if (url) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.pool?.query(`create database ${name} template ${inject('postgresTemplateDatabase')}`);
    connection = await openPostgres(withDatabase(url, name), { max: 5 });
    closeConnection = async () => {
      await connection.close();
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    workerPglite ??= loadMigratedPglite();
    connection = await workerPglite;
  }
  const tableNames = await tableNamesOf(connection);
  const reset = async () => {
    await connection.db.execute(sql.raw(`truncate ${tableNames} restart identity cascade`));
  };
  if (!url) {
    // What the worker's previous file left: its rows, and pg-boss's jobs (pg-boss makes its schema again).
    await reset();
    await connection.db.execute(sql.raw('drop schema if exists pgboss cascade'));
  }
  return {
    connection,
    reset,
    close: closeConnection,
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
