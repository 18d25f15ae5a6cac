import type { AddressInfo } from 'node:net';
import type { ChangeEvent } from '@portal/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventPublisher, openEventPublisher } from '../../testing/event-publisher';
import { changeFrame, readEventStreamFrames } from '../../testing/event-stream-frames';
import { buildGig, buildShift, buildTenancy, testPassword } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

/** GET /api/events carries only what its actor may read, and only while its session lasts (decision 0021). */
describe('GET /api/events scope', () => {
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

  it('gives a customer limited to areas only events of its areas and of subjects it may read', async () => {
    const db = test.database.connection.db;
    const accountId = world.accountA1.id;
    const ownGig = await buildGig(db, { accountId, areaId: world.areaOfCustomer.id });
    const otherGig = await buildGig(db, { accountId, areaId: world.otherArea.id });
    const hours = { startsAt: new Date('2026-12-01T06:00:00Z'), endsAt: new Date('2026-12-01T14:00:00Z') };
    const otherShift = await buildShift(db, { accountId, areaId: world.otherArea.id, ...hours });
    const ownShift = await buildShift(db, { accountId, areaId: world.areaOfCustomer.id, ...hours });
    const token = await test.signIn(world.users.customer.email);
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    await frames.next();
    const event = (subject: ChangeEvent['subject'], id: string): ChangeEvent => ({
      accountId,
      subject,
      id,
      action: 'updated',
    });
    await publish(event('Gig', otherGig.id));
    await publish(event('Shift', otherShift.id));
    await publish(event('Area', world.otherArea.id));
    await publish(event('Worker', world.users.agent.id));
    await publish(event('Gig', ownGig.id));
    await publish(event('Shift', ownShift.id));
    await publish(event('Area', world.areaOfCustomer.id));
    // In publishing order: the first frame shows the four events outside its scope were dropped.
    expect(await frames.next()).toBe(changeFrame(event('Gig', ownGig.id)));
    expect(await frames.next()).toBe(changeFrame(event('Shift', ownShift.id)));
    expect(await frames.next()).toBe(changeFrame(event('Area', world.areaOfCustomer.id)));
    abort.abort();
    await frames.cancel();
  });

  it('ends a signed-out session’s stream at its next event, and sends it nothing more', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.users.agent.email, password: testPassword },
    });
    const { accessToken, refreshToken } = login.json<{ accessToken: string; refreshToken: string }>();
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(response.body as ReadableStream<Uint8Array>);
    await frames.next();
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    await publish({ accountId: world.accountA1.id, subject: 'Pool', id: 'after-logout', action: 'created' });
    await expect(frames.next()).rejects.toThrow('event stream ended');
    abort.abort();
    await frames.cancel();
  });
});
