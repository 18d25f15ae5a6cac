import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStreamFrames } from '../../testing/event-stream-frames';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertTestImage } from '../../testing/test-images';
import { sampleAnnouncement } from './announcements-routes-setup';

/** Staff screens refresh live: writing and deleting an announcement are Announcement change events. */
describe('announcements update live', () => {
  let test: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
  });

  it('tells the account’s agents when an announcement is created and deleted', async () => {
    const db = test.database.connection.db;
    const world = await buildTenancy(db);
    const coverId = await insertTestImage(db, world.accountA1.id);
    const token = await test.signIn(world.users.agent.email);
    const abort = new AbortController();
    const stream = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(stream.body as ReadableStream<Uint8Array>);
    await frames.next();
    const nextAnnouncementEvent = async () => {
      for (;;) {
        const frame = await frames.next();
        if (frame.includes('"subject":"Announcement"')) {
          return frame;
        }
      }
    };

    const url = `/api/accounts/${world.accountA1.id}/announcements`;
    const created = await test.request(token, { method: 'POST', url, payload: sampleAnnouncement(coverId) });
    const { id } = created.json<{ id: string }>();
    expect(await nextAnnouncementEvent()).toContain(`"id":"${id}","action":"created"`);
    await test.request(token, { method: 'POST', url: `${url}/delete`, payload: { ids: [id] } });
    expect(await nextAnnouncementEvent()).toContain(`"id":"${id}","action":"deleted"`);
    abort.abort();
    await frames.cancel();
  });
});
