import { openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export const templateDatabaseName = 'portal_test_template';

/**
 * On the PostgreSQL pass (DATABASE_URL set by scripts/with-postgres.sh) migrate one template database
 * once; every test file then copies it with CREATE DATABASE ... TEMPLATE, which takes milliseconds.
 */
export async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return;
  }
  const admin = await openPostgres(url, { max: 1 });
  await admin.pool?.query(`drop database if exists ${templateDatabaseName}`);
  await admin.pool?.query(`create database ${templateDatabaseName}`);
  await admin.close();
  const template = await openPostgres(withDatabase(url, templateDatabaseName), { max: 1 });
  await migrateDatabase(template);
  await template.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
