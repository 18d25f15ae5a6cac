import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { readEventStreamFrames } from '../../testing/event-stream-frames';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkPattern, sampleRequest, smallPdf } from './document-requests-routes-setup';

/** Staff screens refresh live: every change of a request is a DocumentRequest change event of its account. */
describe('document requests update live', () => {
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

  it('tells the account’s staff when a request is sent and when the worker answers it', async () => {
    const db = test.database.connection.db;
    const world = await buildTenancy(db);
    const worker = await buildWorker(db, { accountId: world.accountA1.id, locale: 'fi' });
    const token = await test.signIn(world.users.agent.email);
    const abort = new AbortController();
    const stream = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(stream.body as ReadableStream<Uint8Array>);
    await frames.next();
    const nextOfSubject = async (subject: string) => {
      for (;;) {
        const frame = await frames.next();
        if (frame.includes(`"subject":"${subject}"`)) {
          return frame;
        }
      }
    };

    const created = await test.request(token, {
      method: 'POST',
      url: `/api/accounts/${world.accountA1.id}/document-requests`,
      payload: sampleRequest(worker.id),
    });
    const request = created.json<{ id: string; documents: { id: string }[] }>();
    expect(await nextOfSubject('DocumentRequest')).toContain(`"id":"${request.id}","action":"created"`);

    const [sent] = await db.select().from(mailOutbox);
    const secret = linkPattern.exec(sent?.text ?? '')?.[1] ?? '';
    const answered = await test.request(null, {
      method: 'POST',
      url: `/api/public/document-requests/${secret}/documents/${request.documents[0]?.id}/file?name=a.pdf`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: smallPdf,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await nextOfSubject('DocumentRequest')).toContain(`"id":"${request.id}","action":"updated"`);
    abort.abort();
    await frames.cancel();
  });
});
