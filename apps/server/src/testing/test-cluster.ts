import { type DatabaseConnection, openPostgres } from '../db/client';
import { createTestClock, createTestInstance, type TestClock, type TestInstance } from './test-app';
import { createTestDatabase, type TestDatabase, testDatabaseUrlOf } from './test-database';

/** Several app instances on one database, as in a scaled-out deployment (ARCHITECTURE.md, Runtime). */
export type TestCluster = {
  database: TestDatabase;
  instances: TestInstance[];
  /** Each instance's own connection, in the order of `instances`. */
  connections: DatabaseConnection[];
  /** The test database's URL on PostgreSQL (pg-boss opens its own pool there); null on PGlite. */
  databaseUrl: string | null;
  clock: TestClock;
  close(): Promise<void>;
};

/**
 * Starts `size` instances on one test database. On PostgreSQL each instance opens its own pool, so a
 * NOTIFY, a lock or a session crosses real connections as between separate processes. An in-memory PGlite
 * cannot be opened twice, so there the instances share its one connection; each still has its own actor
 * cache, change-event hub and job workers, which is what the instances keep in memory.
 */
export async function createTestCluster(
  options: { size?: number; env?: NodeJS.ProcessEnv; clock?: TestClock } = {},
): Promise<TestCluster> {
  const database = await createTestDatabase();
  const clock = options.clock ?? createTestClock();
  const databaseUrl = await testDatabaseUrlOf(database.connection);
  const connections: DatabaseConnection[] = [database.connection];
  const instances: TestInstance[] = [];
  for (let index = 0; index < (options.size ?? 2); index += 1) {
    let connection = database.connection;
    if (index > 0 && databaseUrl) {
      connection = await openPostgres(databaseUrl, { max: 5 });
      connections.push(connection);
    } else if (index > 0) {
      connections.push(connection);
    }
    // One after the other: the first resolves (creates) the shared signing secret the others read.
    instances.push(
      await createTestInstance({ connection, clock, ...(options.env ? { env: options.env } : {}) }),
    );
  }
  return {
    database,
    instances,
    connections,
    databaseUrl,
    clock,
    async close() {
      for (const instance of instances) {
        await instance.close();
      }
      for (const connection of connections.slice(1)) {
        if (connection !== database.connection) {
          await connection.close();
        }
      }
      await database.close();
    },
  };
}
