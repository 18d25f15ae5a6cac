import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, shiftExpiryQueue, startJobRunner } from '../../jobs/job-runner';
import { createTestDatabase, type TestDatabase, testDatabaseUrlOf } from '../../testing/test-database';
import type { OutboxDeliveryService } from '../outbox/outbox-delivery.service';

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
      databaseUrl: await testDatabaseUrlOf(database.connection),
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
