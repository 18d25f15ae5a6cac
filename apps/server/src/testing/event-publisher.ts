import type { ChangeEvent } from '@portal/domain/events';
import { type DatabaseConnection, openPostgres } from '../db/client';
import { publishChange } from '../lib/publish-change';
import { type TestDatabase, testDatabaseUrlOf } from './test-database';

export type EventPublisher = {
  /** The connection it publishes through (for a test's own transaction, e.g. one that rolls back). */
  connection: DatabaseConnection;
  publish(event: ChangeEvent): Promise<void>;
  close(): Promise<void>;
};

/**
 * Publishes change events as another instance would: from another connection on PostgreSQL; on PGlite, which
 * an in-memory database cannot open twice, through the same instance in a transaction of its own.
 */
export async function openEventPublisher(database: TestDatabase): Promise<EventPublisher> {
  const url = await testDatabaseUrlOf(database.connection);
  const connection = url ? await openPostgres(url, { max: 1 }) : database.connection;
  return {
    connection,
    publish: async (event) => {
      await connection.db.transaction((tx) => publishChange(tx, event));
    },
    close: async () => {
      if (url) {
        await connection.close();
      }
    },
  };
}
