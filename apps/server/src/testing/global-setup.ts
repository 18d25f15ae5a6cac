import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball) that every PGlite test database starts from. */
    pgliteTemplateFile: string | null;
    /** The migrated PostgreSQL database every test database copies (one per project: they may run together). */
    postgresTemplateDatabase: string | null;
  }
}

/**
 * Migrates one template database before any test runs.
 * - On the PostgreSQL pass (DATABASE_URL set by scripts/with-postgres.sh): a template database; every test
 *   file copies it with CREATE DATABASE ... TEMPLATE, which takes milliseconds.
 * - On PGlite: a dump of a migrated in-memory PGlite; every test file loads it (~1 s), where booting a
 *   fresh PGlite (initdb inside WebAssembly) and migrating it took 3-5 s in each file.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateDatabaseName = `portal_test_template_${project.name.replace(/\W/g, '_')}`;
    project.provide('pgliteTemplateFile', null);
    project.provide('postgresTemplateDatabase', templateDatabaseName);
    const admin = await openPostgres(url, { max: 1 });
    await admin.pool?.query(`drop database if exists ${templateDatabaseName}`);
    await admin.pool?.query(`create database ${templateDatabaseName}`);
    await admin.close();
    const template = await openPostgres(withDatabase(url, templateDatabaseName), { max: 1 });
    await migrateDatabase(template);
    await template.close();
    return () => {};
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  const template = await openPglite();
  await migrateDatabase(template);
  const dump = await (template.pglite as PGlite).dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDatabase', null);
  return () => rmSync(directory, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
