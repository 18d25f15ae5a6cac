import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, licenceRemindersQueue, startJobRunner } from '../../jobs/job-runner';
import { createTestDatabase, type TestDatabase, testDatabaseUrlOf } from '../../testing/test-database';
import type { OutboxDeliveryService } from '../outbox/outbox-delivery.service';

describe('licence reminder schedule', () => {
  let database: TestDatabase;
  let runner: JobRunner | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await runner?.stop();
    await database.close();
  });

  it('the job runner reminds once a day at 7:00 Helsinki time', async () => {
    const delivery = {
      deliverQueuedMail: async () => 0,
      deliverQueuedSms: async () => 0,
    } as unknown as OutboxDeliveryService;
    runner = await startJobRunner({
      connection: database.connection,
      databaseUrl: await testDatabaseUrlOf(database.connection),
      delivery,
      licenceReminders: { runReminders: async () => ({ reminded: 0 }) },
      pollingIntervalSeconds: 30,
    });
    const result = (await database.connection.db.execute(
      sql`select name, cron, options->>'tz' as tz from pgboss.schedule where name = ${licenceRemindersQueue}`,
    )) as unknown as { rows: { name: string; cron: string; tz: string | null }[] };
    expect(result.rows).toEqual([{ name: licenceRemindersQueue, cron: '0 7 * * *', tz: 'Europe/Helsinki' }]);
  });
});
