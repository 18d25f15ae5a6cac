import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

/** The one query interface the repositories use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type NotificationListener = (payload: string) => void;

/** An open database: the drizzle handle plus the engine-specific pieces (LISTEN/NOTIFY, pg-boss, closing). */
export type DatabaseConnection = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Present in embedded mode: pg-boss and migrations run on the same in-process instance. */
  pglite?: PGlite;
  /** Present on PostgreSQL. */
  pool?: pg.Pool;
};

/** Opens embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseConnection> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir);
  return fromPglite(pglite);
}

export function fromPglite(pglite: PGlite): DatabaseConnection {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    async listen(channel, listener) {
      const unsubscribe = await pglite.listen(channel, listener);
      return async () => unsubscribe();
    },
    async close() {
      await pglite.close();
    },
  };
}

/** Opens a pool on a PostgreSQL 15+ server. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL idle connection closed: ${error.message}`);
  });
  // Fail fast with a clear error when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  let listenerClient: pg.PoolClient | null = null;
  const listeners = new Map<string, Set<NotificationListener>>();

  async function ensureListenerClient(): Promise<pg.PoolClient> {
    if (!listenerClient) {
      listenerClient = await pool.connect();
      listenerClient.on('error', (error) => {
        console.warn(`PostgreSQL listener connection closed: ${error.message}`);
      });
      listenerClient.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) {
          listener(message.payload ?? '');
        }
      });
    }
    return listenerClient;
  }

  return {
    kind: 'postgres',
    db,
    pool,
    async listen(channel, listener) {
      const client = await ensureListenerClient();
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      channelListeners.add(listener);
      return async () => {
        channelListeners.delete(listener);
      };
    },
    async close() {
      listenerClient?.release();
      listenerClient = null;
      await pool.end();
    },
  };
}
