import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsBroadcasts } from '../../db/schema/communications.schema';
import { bulkSmsQueue, type JobRunner, startJobRunner } from '../../jobs/job-runner';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestDatabase, type TestDatabase, testDatabaseUrlOf } from '../../testing/test-database';
import type { OutboxDeliveryService } from '../outbox/outbox-delivery.service';
import { createGatewayApiSmsTransport } from '../outbox/sms-transport';
import { createBulkSmsSender } from './bulk-sms-sender';
import { createSmsBroadcastsService } from './sms-broadcasts.service';
import { type StandInSmsGateway, startStandInSmsGateway } from './testing/stand-in-sms-gateway';

describe('bulk SMS job', () => {
  let database: TestDatabase;
  let gateway: StandInSmsGateway;
  let runner: JobRunner | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = await startStandInSmsGateway();
  });
  afterAll(async () => {
    await runner?.stop();
    await gateway.close();
    await database.close();
  });

  it('starts sending when "Send" commits, without waiting for the schedule, and runs every minute', async () => {
    const db = database.connection.db;
    const delivery = {
      deliverQueuedMail: async () => 0,
      deliverQueuedSms: async () => 0,
    } as unknown as OutboxDeliveryService;
    const transport = createGatewayApiSmsTransport({ url: gateway.url, token: null, sender: 'Portal' });
    runner = await startJobRunner({
      connection: database.connection,
      databaseUrl: await testDatabaseUrlOf(database.connection),
      delivery,
      bulkSms: createBulkSmsSender({ db, transport }),
      // Far beyond the waits below: only the NOTIFY path can make this pass.
      pollingIntervalSeconds: 30,
    });
    const schedule = (await db.execute(
      sql`select cron from pgboss.schedule where name = ${bulkSmsQueue}`,
    )) as unknown as { rows: { cron: string }[] };
    expect(schedule.rows).toEqual([{ cron: '* * * * *' }]);

    const world = await buildTenancy(db);
    for (const mobile of ['+358403000001', '+358403000002']) {
      await buildWorker(db, { accountId: world.accountA1.id, mobile, addressRegion: 'Uusimaa' });
    }
    const service = createSmsBroadcastsService({ db, clock: { now: () => new Date() } });
    const actor = {
      userId: world.users.admin.id,
      role: 'admin' as const,
      accountIds: [world.accountA1.id],
      organizationId: null,
      areaIds: null,
    };
    const draft = await service.create(actor, world.accountA1.id, {
      title: 'Vuorot',
      message: 'Vuoroja tarjolla.',
      targets: { region: 'Uusimaa', cities: [], roles: [] },
    });
    await service.send(actor, { accountId: world.accountA1.id, broadcastId: draft.id });

    await expect
      .poll(
        async () => (await db.select().from(smsBroadcasts).where(eq(smsBroadcasts.id, draft.id)))[0]?.status,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('sent');
    expect(gateway.delivered()).toBe(2);
  });
});
