import type { AddressInfo } from 'node:net';
import type { ChangeEvent } from '@portal/domain/events';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActor } from '../../http/actor.repository';
import { createActorCache } from '../../http/actor-cache';
import { installErrorHandler } from '../../http/error-handler';
import { publishChange } from '../../lib/publish-change';
import { type EventPublisher, openEventPublisher } from '../../testing/event-publisher';
import { changeFrame, readEventStreamFrames } from '../../testing/event-stream-frames';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccessTokenSigner } from '../auth/access-tokens';
import { resolveSigningSecret } from '../auth/signing-secret';
import { type ChangeEventHub, createChangeEventHub } from './change-event-hub';
import { registerEventsRoutes } from './events.routes';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/events (Server-Sent Events)', () => {
  let test: TestApp;
  let world: Tenancy;
  let baseUrl: string;
  let publisher: EventPublisher;

  beforeAll(async () => {
    test = await createTestApp();
    world = await buildTenancy(test.database.connection.db);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    publisher = await openEventPublisher(test.database);
  });
  afterAll(async () => {
    await publisher.close();
    await test.close();
  });

  const publish = (event: ChangeEvent) => publisher.publish(event);

  it('refuses a request without a token with 401', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED' });
    const forged = await fetch(`${baseUrl}/api/events`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });

  it('streams committed changes of the caller’s accounts and nothing of other accounts', async () => {
    const token = await test.signIn(world.users.agent.email);
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    // Security headers of the app still apply to the stream.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    expect(await frames.next()).toBe('retry: 5000\n: connected');

    const otherAccount: ChangeEvent = {
      accountId: world.accountB1.id,
      subject: 'Shift',
      id: 'b1',
      action: 'created',
    };
    const sameOrganization: ChangeEvent = {
      accountId: world.accountA2.id,
      subject: 'Gig',
      id: 'a2',
      action: 'updated',
    };
    const own: ChangeEvent = { accountId: world.accountA1.id, subject: 'Shift', id: 'a1', action: 'updated' };
    await publish(otherAccount);
    await publish(sameOrganization);
    await publish(own);
    // NOTIFYs arrive in commit order, so the first frame shows the two foreign events were dropped.
    expect(await frames.next()).toBe(changeFrame(own));

    // A rolled-back change is never announced.
    await publisher.connection.db
      .transaction(async (tx) => {
        await publishChange(tx, { ...own, id: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    const deleted: ChangeEvent = { ...own, id: 'a1-deleted', action: 'deleted' };
    await publish(deleted);
    expect(await frames.next()).toBe(changeFrame(deleted));

    abort.abort();
    await frames.cancel();
  });

  it('gives an organization-admin the events of every account of its organization', async () => {
    const token = await test.signIn(world.users['organization-admin'].email);
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    await frames.next();
    const a2: ChangeEvent = { accountId: world.accountA2.id, subject: 'Pool', id: 'p', action: 'created' };
    const b1: ChangeEvent = { accountId: world.accountB1.id, subject: 'Pool', id: 'q', action: 'created' };
    const a1: ChangeEvent = { accountId: world.accountA1.id, subject: 'Pool', id: 'r', action: 'created' };
    await publish(a2);
    await publish(b1);
    await publish(a1);
    expect(await frames.next()).toBe(changeFrame(a2));
    expect(await frames.next()).toBe(changeFrame(a1));
    abort.abort();
    await frames.cancel();
  });

  describe('stream lifecycle', () => {
    let app: FastifyInstance;
    let hub: ChangeEventHub;
    let url: string;

    beforeAll(async () => {
      const db = test.database.connection.db;
      // The same signing secret as the test app, so its tokens work here too.
      const signer = createAccessTokenSigner(await resolveSigningSecret(db, null), 900, test.clock);
      hub = createChangeEventHub(test.database.connection);
      app = Fastify();
      installErrorHandler(app);
      registerEventsRoutes(
        app,
        { db, signer, actors: createActorCache((userId, sessionId) => findActor(db, userId, sessionId)) },
        { hub, heartbeatMs: 50, retryMs: 1_000, maxStreamSeconds: 1 },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;
    });
    afterAll(async () => {
      await app.close();
    });

    it('sends heartbeat comments and unsubscribes when the client goes away', async () => {
      const token = await test.signIn(world.users.customer.email);
      const abort = new AbortController();
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
      expect(await frames.next()).toBe('retry: 1000\n: connected');
      expect(hub.size()).toBe(1);
      expect(await frames.next()).toBe(': ping');

      abort.abort();
      await frames.cancel();
      await waitUntil(() => hub.size() === 0);
    });

    it('ends the stream when the access token would expire, so the client reconnects', async () => {
      const token = await test.signIn(world.users.admin.email);
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const started = Date.now();
      const text = await response.text();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(text.startsWith('retry: 1000\n: connected\n\n')).toBe(true);
      await waitUntil(() => hub.size() === 0);
    });

    it('ends open streams when the server closes', async () => {
      const token = await test.signIn(world.users.admin.email);
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      // Headers have arrived, so the stream is subscribed; closing must end it rather than wait for it.
      const body = response.text();
      await app.close();
      expect((await body).startsWith('retry: 1000\n: connected\n\n')).toBe(true);
      expect(hub.size()).toBe(0);
    });
  });
});
