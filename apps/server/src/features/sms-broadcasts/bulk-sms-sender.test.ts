import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  smsBroadcastRecipients as recipients,
  smsBroadcasts,
  smsOptOuts,
} from '../../db/schema/communications.schema';
import { smsOutbox } from '../../db/schema/outbox.schema';
import { buildAccount, buildWorker } from '../../testing/factories';
import { createTestClock } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createGatewayApiSmsTransport } from '../outbox/sms-transport';
import { type BulkSmsSenderOptions, createBulkSmsSender } from './bulk-sms-sender';
import { insertRecipients } from './sms-recipients.repository';
import {
  type GatewayAnswer,
  type StandInSmsGateway,
  startStandInSmsGateway,
} from './testing/stand-in-sms-gateway';

const second = 1000;

describe('bulk SMS sender', () => {
  let database: TestDatabase;
  let gateway: StandInSmsGateway | null = null;
  const clock = createTestClock();
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clock.set(new Date('2026-11-22T10:00:00Z'));
    await database.reset();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = null;
  });

  /** A broadcast whose sending has started, to `count` workers numbered +35840200000… */
  async function startedBroadcast(count: number) {
    const account = await buildAccount(db());
    const workers = [];
    for (let index = 0; index < count; index += 1) {
      workers.push(
        await buildWorker(db(), {
          accountId: account.id,
          mobile: `+3584020${String(index).padStart(5, '0')}`,
        }),
      );
    }
    const [broadcast] = await db()
      .insert(smsBroadcasts)
      .values({
        accountId: account.id,
        title: 'Vuorot',
        message: 'Vuoroja tarjolla.',
        encoding: 'gsm7',
        segments: 1,
        status: 'sending',
      })
      .returning();
    if (!broadcast) {
      throw new Error('no broadcast');
    }
    await insertRecipients(
      db(),
      broadcast,
      workers.map((worker) => ({ id: worker.id, mobile: worker.mobile ?? '' })),
    );
    return { account, broadcast, workers };
  }

  async function senderWith(answer?: GatewayAnswer, options: Partial<BulkSmsSenderOptions> = {}) {
    gateway ??= await startStandInSmsGateway({ delayMs: 5, ...(answer ? { answer } : {}) });
    const transport = createGatewayApiSmsTransport({ url: gateway.url, token: 'salainen', sender: 'Portal' });
    return createBulkSmsSender({ db: db(), transport, clock, concurrency: 5, claimSize: 10, ...options });
  }

  const rows = () => db().select().from(recipients);
  const statusOf = async (id: string) =>
    (await db().select().from(smsBroadcasts).where(eq(smsBroadcasts.id, id)))[0]?.status;

  it('sends each recipient one message, at most `concurrency` at a time, and ends the broadcast sent', async () => {
    const { broadcast } = await startedBroadcast(40);
    const report = await (await senderWith()).run();
    expect(report).toEqual({ sent: 40, retrying: 0, failed: 0, optedOut: 0, nextRunAt: null });
    expect(gateway?.delivered()).toBe(40);
    expect([...(gateway?.deliveries.values() ?? [])].every((count) => count === 1)).toBe(true);
    expect(gateway?.maxInFlight).toBeLessThanOrEqual(5);
    expect((await rows()).every((row) => row.status === 'sent' && row.providerMessageId && row.sentAt)).toBe(
      true,
    );
    expect(await statusOf(broadcast.id)).toBe('sent');
  });

  it('retries a temporary failure (5xx) after 10 s, 20 s, 40 s, 80 s and then gives up', async () => {
    const { broadcast } = await startedBroadcast(1);
    const sender = await senderWith(() => 503);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const report = await sender.run();
      const [row] = await rows();
      if (attempt < 5) {
        expect(report).toMatchObject({ retrying: 1 });
        expect(row).toMatchObject({ status: 'queued', attempts: attempt });
        const wait = (row?.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
        waits.push(wait);
        // Not due yet: a run now sends nothing.
        expect(await sender.run()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
        clock.advance(wait);
      } else {
        expect(report).toMatchObject({ failed: 1, nextRunAt: null });
        expect(row).toMatchObject({ status: 'failed', attempts: 5 });
        expect(row?.error).toContain('503');
        expect(row?.error).not.toContain('salainen');
      }
    }
    expect(waits).toEqual([10 * second, 20 * second, 40 * second, 80 * second]);
    expect(await statusOf(broadcast.id)).toBe('failed');
  });

  it('sends a message after one temporary failure once it is due', async () => {
    await startedBroadcast(3);
    const sender = await senderWith(({ call }) => (call === 1 ? 500 : null));
    const first = await sender.run();
    expect(first).toMatchObject({ sent: 2, retrying: 1 });
    expect(first.nextRunAt?.getTime()).toBe(clock.now().getTime() + 10 * second);
    clock.advance(10 * second);
    expect(await sender.run()).toMatchObject({ sent: 1, nextRunAt: null });
    expect(gateway?.delivered()).toBe(3);
  });

  it('fails a permanent refusal (4xx) at once, without retrying', async () => {
    await startedBroadcast(2);
    const report = await (await senderWith(({ msisdn }) => (msisdn.endsWith('00001') ? 400 : null))).run();
    expect(report).toMatchObject({ sent: 1, failed: 1, retrying: 0 });
    const failed = (await rows()).find((row) => row.status === 'failed');
    expect(failed).toMatchObject({ attempts: 1, mobile: '+358402000001' });
  });

  it('skips a number that opted out after the recipients were fixed', async () => {
    const { account } = await startedBroadcast(3);
    await db().insert(smsOptOuts).values({ accountId: account.id, mobile: '+358402000002', source: 'reply' });
    expect(await (await senderWith()).run()).toMatchObject({ sent: 2, optedOut: 1 });
    expect(gateway?.deliveries.has('358402000002')).toBe(false);
    const optedOut = (await rows()).filter((row) => row.status === 'opted_out');
    expect(optedOut.map((row) => row.mobile)).toEqual(['+358402000002']);
  });

  it('keeps going past a chunk of opted-out numbers in the same run', async () => {
    const { account } = await startedBroadcast(12);
    const optedOut = Array.from({ length: 10 }, (_, index) => `+3584020${String(index).padStart(5, '0')}`);
    await db()
      .insert(smsOptOuts)
      .values(optedOut.map((mobile) => ({ accountId: account.id, mobile, source: 'staff' as const })));
    const report = await (await senderWith(undefined, { claimSize: 2 })).run();
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0, optedOut: 10, nextRunAt: null });
  });

  it('sends everyone exactly one message when the sender dies between the gateway and the record', async () => {
    const { broadcast } = await startedBroadcast(120);
    let answered = 0;
    const crashing = await senderWith(undefined, {
      beforeRecord: () => {
        answered += 1;
        if (answered === 37) {
          throw new Error('the process was killed');
        }
      },
    });
    await expect(crashing.run()).rejects.toThrow('killed');
    const afterCrash = await rows();
    const inDoubt = afterCrash.filter((row) => row.status === 'sending');
    // Messages the gateway took but nobody recorded, and claimed ones never sent.
    expect(inDoubt.length).toBeGreaterThan(0);
    const deliveredBeforeRestart = gateway?.delivered() ?? 0;
    expect(deliveredBeforeRestart).toBeGreaterThan(afterCrash.filter((row) => row.status === 'sent').length);

    // Restarted at once, another sender leaves the claimed rows alone while their lease holds.
    const restarted = await senderWith();
    const early = await restarted.run();
    expect(early.sent).toBe(120 - afterCrash.filter((row) => row.status !== 'queued').length);
    expect((await rows()).filter((row) => row.status === 'sending')).toHaveLength(inDoubt.length);

    // After the lease, the in-doubt rows are sent again under the same reference: no second message.
    clock.advance(121 * second);
    expect(await restarted.run()).toMatchObject({ sent: inDoubt.length, nextRunAt: null });
    expect(gateway?.delivered()).toBe(120);
    expect([...(gateway?.deliveries.values() ?? [])].every((count) => count === 1)).toBe(true);
    expect(gateway?.calls).toBeGreaterThan(120);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    expect(await statusOf(broadcast.id)).toBe('sent');
  });

  it('hands the messages to the SMS outbox when no gateway is configured', async () => {
    const { broadcast } = await startedBroadcast(3);
    const sender = createBulkSmsSender({ db: db(), transport: null, clock });
    expect(await sender.run()).toMatchObject({ sent: 3 });
    const queued = await db().select().from(smsOutbox).where(eq(smsOutbox.kind, 'sms-broadcast'));
    expect(queued.map((row) => row.to).sort()).toEqual(['+358402000000', '+358402000001', '+358402000002']);
    // In the account's own outbox view, where staff look for what was sent.
    expect(queued.every((row) => row.accountId === broadcast.accountId)).toBe(true);
    expect(await statusOf(broadcast.id)).toBe('sent');
  });
});
