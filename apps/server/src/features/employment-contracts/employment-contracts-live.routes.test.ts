import type { AddressInfo } from 'node:net';
import { defineAbilitiesFor } from '@portal/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTemplates } from '../../db/schema/employment-contracts.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import { readEventStreamFrames } from '../../testing/event-stream-frames';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { finnishTemplate, sampleTerms } from './employment-contracts-test-world';

/** The contract list and the worker page refresh live; only those who may read contracts hear of them. */
describe('employment contracts update live', () => {
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

  it('tells the account’s admins when a contract is drafted and sent', async () => {
    const db = test.database.connection.db;
    const world = await buildTenancy(db);
    await db.update(organizations).set({ businessId: '1234567-1' });
    const worker = await buildWorker(db, {
      accountId: world.accountA1.id,
      locale: 'fi',
      mobile: '+358401234567',
    });
    const [template] = await db
      .insert(contractTemplates)
      .values({ accountId: world.accountA1.id, name: 'Työsopimus', locale: 'fi', body: finnishTemplate })
      .returning();
    const token = await test.signIn(world.users.admin.email);
    const abort = new AbortController();
    const stream = await fetch(`${baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const frames = readEventStreamFrames(stream.body as ReadableStream<Uint8Array>);
    await frames.next();
    const nextContractFrame = async () => {
      for (;;) {
        const frame = await frames.next();
        if (frame.includes('"subject":"EmploymentContract"')) {
          return frame;
        }
      }
    };
    const url = `/api/accounts/${world.accountA1.id}/employment-contracts`;
    const created = await test.request(token, {
      method: 'POST',
      url,
      payload: { workerId: worker.id, templateId: template?.id, terms: sampleTerms },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(await nextContractFrame()).toContain(`"id":"${id}","action":"created"`);
    const sent = await test.request(token, {
      method: 'POST',
      url: `${url}/${id}/send`,
      payload: { channels: ['sms'], deadline: '2026-11-30' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await nextContractFrame()).toContain(`"id":"${id}","action":"updated"`);
    abort.abort();
  });

  it('keeps the notices from agents and customers (contracts carry wages)', () => {
    const actor = { userId: 'u', organizationId: 'o', accountIds: ['a'], areaIds: null };
    expect(defineAbilitiesFor({ ...actor, role: 'agent' }).can('read', 'EmploymentContract')).toBe(false);
    expect(defineAbilitiesFor({ ...actor, role: 'customer' }).can('read', 'EmploymentContract')).toBe(false);
    expect(defineAbilitiesFor({ ...actor, role: 'admin' }).can('read', 'EmploymentContract')).toBe(true);
  });
});
