import type { AddressInfo } from 'node:net';
import type { ChangeEvent } from '@portal/domain/events';
import { eq } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shifts } from './db/schema/shifts.schema';
import { enqueueMail } from './features/outbox/mail-outbox.repository';
import { createSmtpTransport } from './features/outbox/mail-transport';
import { createOutboxDeliveryService } from './features/outbox/outbox-delivery.service';
import { type SmtpCatcher, startSmtpCatcher } from './features/outbox/testing/smtp-catcher';
import { createShiftExpiryService } from './features/shifts/shifts.api';
import { actorReuseMs } from './http/actor-cache';
import { type JobRunner, outboxDeliveryQueue, shiftExpiryQueue, startJobRunner } from './jobs/job-runner';
import { changeFrame, readEventStreamFrames } from './testing/event-stream-frames';
import { buildArea, buildShift, buildTenancy, testPassword } from './testing/factories';
import { createTestCluster, type TestCluster } from './testing/test-cluster';

// Decision 0023: several stateless instances share one PostgreSQL. Two instances run here on one test
// database (own pools on PostgreSQL, the shared in-process PGlite otherwise; see testing/test-cluster.ts).

type Tokens = { accessToken: string; refreshToken: string };

describe('scale-out: two instances on one database', () => {
  let cluster: TestCluster;
  let world: Awaited<ReturnType<typeof buildTenancy>>;

  beforeAll(async () => {
    cluster = await createTestCluster({ size: 2 });
    world = await buildTenancy(cluster.database.connection.db);
  });
  afterAll(async () => {
    await cluster.close();
  });

  const instance = (index: 0 | 1) => {
    const found = cluster.instances[index];
    if (!found) {
      throw new Error(`no instance ${index}`);
    }
    return found;
  };

  it('streams a change made through instance A to an event stream held on instance B', async () => {
    const a = instance(0);
    const b = instance(1);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const streamUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api/events`;
    const token = await b.signIn(world.users.admin.email);
    const abort = new AbortController();
    const response = await fetch(streamUrl, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    expect(await frames.next()).toBe('retry: 5000\n: connected');

    const created = await a.request(await a.signIn(world.users.admin.email), {
      method: 'POST',
      url: `/api/accounts/${world.accountA1.id}/pools`,
      payload: { name: 'Scale-out pool' },
    });
    expect(created.statusCode).toBe(201);
    const event: ChangeEvent = {
      accountId: world.accountA1.id,
      subject: 'Pool',
      id: created.json<{ id: string }>().id,
      action: 'created',
    };
    expect(await frames.next()).toBe(changeFrame(event));
    abort.abort();
    await frames.cancel();
  });

  it('refuses on instance B the refresh token signed out on instance A', async () => {
    const login = await instance(0).app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.users.agent.email, password: testPassword },
    });
    const tokens = login.json<Tokens>();
    const signOut = await instance(0).app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(signOut.statusCode).toBe(200);
    const refreshed = await instance(1).app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  // The actor lookup checks that the token's session is still open (decision 0021); instance B may reuse its
  // lookup for `actorReuseMs` (decision 0010), after which the signed-out token is refused.
  it('ends on instance B, within the actor reuse time, a session signed out on instance A', async () => {
    // The actor cache reads performance.now(): only that is faked, so the database and Fastify keep real timers.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const a = instance(0);
      const b = instance(1);
      const login = await a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: world.users.customer.email, password: testPassword },
      });
      const tokens = login.json<Tokens>();
      // Instance B has looked the user up and reuses that lookup for up to actorReuseMs.
      expect((await b.request(tokens.accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      const signOut = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(signOut.statusCode).toBe(200);
      vi.advanceTimersByTime(actorReuseMs + 1);
      const refused = await b.request(tokens.accessToken, { method: 'GET', url: '/api/me' });
      expect(refused.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('jobs, with workers on both instances', () => {
    let catcher: SmtpCatcher;
    const runners: JobRunner[] = [];
    const transports: { close(): void }[] = [];
    /** A client that only sends and reads jobs (no supervisor, no schedules), as an operator would. */
    let operator: PgBoss;
    const runs = { [outboxDeliveryQueue]: [] as number[], [shiftExpiryQueue]: [] as number[] };

    beforeAll(async () => {
      catcher = await startSmtpCatcher();
      for (const [index, connection] of cluster.connections.entries()) {
        const mail = createSmtpTransport(catcher.url, 'no-reply@portal.example');
        transports.push(mail);
        const delivery = createOutboxDeliveryService({ db: connection.db, mail, sms: null });
        const expiry = createShiftExpiryService({ db: connection.db, clock: cluster.clock });
        runners.push(
          await startJobRunner({
            connection,
            databaseUrl: cluster.databaseUrl,
            delivery: {
              ...delivery,
              async deliverQueuedMail() {
                runs[outboxDeliveryQueue].push(index);
                return delivery.deliverQueuedMail();
              },
            },
            shiftExpiry: {
              async expireEndedShifts() {
                runs[shiftExpiryQueue].push(index);
                return expiry.expireEndedShifts();
              },
            },
            pollingIntervalSeconds: 0.5,
          }),
        );
      }
      const pglite = cluster.database.connection.pglite;
      const quiet = { supervise: false, schedule: false, migrate: false } as const;
      operator = pglite
        ? new PgBoss({ db: fromPglite(pglite), backend: 'pglite', ...quiet })
        : new PgBoss({ connectionString: cluster.databaseUrl ?? '', max: 1, ...quiet });
      await operator.start();
    });
    afterAll(async () => {
      for (const runner of runners) {
        await runner.stop();
      }
      await operator?.stop({ graceful: false });
      for (const transport of transports) {
        transport.close();
      }
      await catcher?.close();
    });

    /** Every job pg-boss completed on the queue ran exactly once: one handler call per completed job. */
    async function expectEachJobRanOnce(queue: keyof typeof runs): Promise<void> {
      await expect
        .poll(
          async () => {
            const jobs = await operator.findJobs(queue);
            const settled = jobs.every((job) => job.state === 'completed' || job.state === 'created');
            return settled
              ? runs[queue].length - jobs.filter((job) => job.state === 'completed').length
              : null;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe(0);
    }

    it('drains the outbox once: every message sent once, every delivery job run by one instance', async () => {
      const recipients = Array.from({ length: 6 }, (_, index) => `scale-${index}@example.fi`);
      for (const [index, to] of recipients.entries()) {
        // Enqueued through both instances' connections; each NOTIFY wakes the workers of both.
        const connection = cluster.connections[index % 2] ?? cluster.database.connection;
        await connection.db.transaction((tx) =>
          enqueueMail(tx, { accountId: null, to, subject: 'Scale-out', text: 'once', kind: 'test' }),
        );
      }
      await catcher.waitFor(recipients.length, 15_000);
      await expectEachJobRanOnce(outboxDeliveryQueue);
      expect(catcher.messages.flatMap((message) => message.recipients).sort()).toEqual(recipients);
    });

    it('runs a queued shift expiry once although both instances work its queue', async () => {
      const db = cluster.database.connection.db;
      const area = await buildArea(db, { accountId: world.accountA1.id });
      const ended = await buildShift(db, {
        accountId: world.accountA1.id,
        areaId: area.id,
        startsAt: new Date(cluster.clock.now().getTime() - 8 * 3_600_000),
        endsAt: new Date(cluster.clock.now().getTime() - 3_600_000),
      });
      // Null when a scheduled run is already waiting (one at a time): that run does the work.
      await operator.send(shiftExpiryQueue, null);
      await expect
        .poll(
          async () =>
            (await db.select({ status: shifts.status }).from(shifts).where(eq(shifts.id, ended.id)))[0],
          { timeout: 15_000, interval: 100 },
        )
        .toEqual({ status: 'expired' });
      await expectEachJobRanOnce(shiftExpiryQueue);
      expect(runs[shiftExpiryQueue].length).toBeGreaterThanOrEqual(1);
    });
  });
});
