import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, shiftExpiryQueue, startJobRunner } from '../../jobs/job-runner';
import { withDatabase } from '../../testing/global-setup';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { OutboxDeliveryService } from '../outbox/outbox-delivery.service';

/** The URL of the test's own database on the PostgreSQL pass (pg-boss opens its own pool there). */
async function databaseUrlOf(database: TestDatabase): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return null;
  }
  const result = (await database.connection.db.execute(
    sql`select current_database() as name`,
  )) as unknown as {
    rows: { name: string }[];
  };
  return withDatabase(url, result.rows[0]?.name ?? '');
}

describe('shift expiry schedule', () => {
  let database: TestDatabase;
  let runner: JobRunner | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await runner?.stop();
    await database.close();
  });

  it('the job runner schedules the expiry every five minutes', async () => {
    const delivery = {
      deliverQueuedMail: async () => 0,
      deliverQueuedSms: async () => 0,
    } as unknown as OutboxDeliveryService;
    runner = await startJobRunner({
      connection: database.connection,
      databaseUrl: await databaseUrlOf(database),
      delivery,
      shiftExpiry: { expireEndedShifts: async () => 0 },
      pollingIntervalSeconds: 30,
    });
    const result = (await database.connection.db.execute(
      sql`select name, cron from pgboss.schedule where name = ${shiftExpiryQueue}`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(result.rows).toEqual([{ name: shiftExpiryQueue, cron: '*/5 * * * *' }]);
  });
});
