import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { smsBroadcastRecipients } from '../../db/schema/communications.schema';
import { sampleBroadcast, useSmsBroadcastsRoutes } from './sms-broadcasts-routes-setup';

const routes = useSmsBroadcastsRoutes();

describe('bulk SMS drafts', () => {
  it.each([
    ['title', { title: ' ' }, 'SMS_TITLE_REQUIRED'],
    ['text', { message: '' }, 'SMS_TEXT_REQUIRED'],
    ['target', { targets: { region: null, cities: [], roles: [] } }, 'SMS_TARGET_REQUIRED'],
  ])('refuses a draft without a %s, saying which', async (_, change, message) => {
    const response = await routes.create(sampleBroadcast(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe(message);
  });

  it('saves a draft with its parts, lists it in pages of 10, changes and deletes it', async () => {
    const created = await routes.create(sampleBroadcast({ message: 'Hinta 10 €' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', encoding: 'gsm7', segments: 1, progress: null });
    for (let index = 0; index < 10; index += 1) {
      await routes.createDraft();
    }
    const page = await routes.call({ method: 'GET', url: routes.url() });
    expect(page.json().items).toHaveLength(10);
    expect(page.json().total).toBe(11);

    const id = created.json().id;
    const changed = await routes.call({
      method: 'PUT',
      url: routes.url(`/${id}`),
      payload: sampleBroadcast({ message: 'Kiitos 😀' }),
    });
    expect(changed.json()).toMatchObject({ encoding: 'ucs2', message: 'Kiitos 😀' });
    const deleted = await routes.call({ method: 'DELETE', url: routes.url(`/${id}`) });
    expect(deleted.statusCode).toBe(200);
    expect((await routes.call({ method: 'GET', url: routes.url(`/${id}`) })).statusCode).toBe(404);
  });
});

describe('sending a bulk SMS', () => {
  it('counts the targeted workers with a mobile before sending, leaving out opted-out numbers', async () => {
    const id = await routes.createDraft();
    const response = await routes.count(id);
    expect(response.json()).toEqual({
      recipients: 3,
      optedOut: 1,
      withoutMobile: 1,
      segments: 1,
      totalSegments: 3,
      costly: false,
    });
  });

  it('fixes the recipients once and starts sending, even when send is pressed twice', async () => {
    const id = await routes.createDraft();
    const first = await routes.send(id, routes.agentToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'sending',
      recipientCount: 3,
      approvedByName: null,
      progress: { total: 3, queued: 3, sent: 0, failed: 0, optedOut: 0 },
    });
    const second = await routes.send(id, routes.agentToken);
    expect(second.json()).toMatchObject({ status: 'sending', recipientCount: 3 });
    const rows = await routes.db().select().from(smsBroadcastRecipients);
    expect(rows.map((row) => row.mobile).sort()).toEqual(['+358401000001', '+358401000002', '+358401000003']);
    const sends = await routes.db().select().from(auditLog).where(eq(auditLog.action, 'send'));
    expect(sends).toHaveLength(1);

    const edit = await routes.call({ method: 'PUT', url: routes.url(`/${id}`), payload: sampleBroadcast() });
    expect(edit.json().code).toBe('SMS_BROADCAST_NOT_EDITABLE');
    const delivery = await routes.call({ method: 'GET', url: routes.url(`/${id}/recipients?status=queued`) });
    expect(delivery.json().items.map((row: { name: string }) => row.name.split(' ')[1])).toEqual([
      'Aalto',
      'Berg',
      'Carlsson',
    ]);
  });

  it('asks an agent to contact an admin for a costly SMS; an admin sends it and is recorded', async () => {
    const id = await routes.createDraft(sampleBroadcast({ message: 'a'.repeat(153 * 3 + 1) }));
    expect((await routes.count(id)).json()).toMatchObject({ segments: 4, costly: true });
    const refused = await routes.send(id, routes.agentToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SMS_COSTLY');
    expect(await routes.db().select().from(smsBroadcastRecipients)).toHaveLength(0);

    const sent = await routes.send(id, routes.adminToken);
    expect(sent.json()).toMatchObject({ status: 'sending', recipientCount: 3 });
    expect(sent.json().approvedByName).toContain(routes.world.users.admin.firstName);
  });

  it('refuses to send when nobody with a mobile is reached', async () => {
    const id = await routes.createDraft(
      sampleBroadcast({ targets: { region: 'Lappi', cities: [], roles: [] } }),
    );
    const response = await routes.send(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SMS_BROADCAST_NO_RECIPIENTS');
  });

  it('reaches the cities and roles named, and never another account’s workers', async () => {
    const id = await routes.createDraft(
      sampleBroadcast({ targets: { region: null, cities: ['espoo'], roles: ['Lähihoitaja'] } }),
    );
    expect((await routes.count(id)).json().recipients).toBe(1);
    await routes.send(id);
    const rows = await routes.db().select().from(smsBroadcastRecipients);
    expect(rows.map((row) => row.workerId)).toEqual([routes.world.practicalNurse.id]);
    const other = await routes.call({ method: 'GET', url: routes.url(`/${id}`, routes.world.accountB1.id) });
    expect(other.statusCode).toBe(404);
  });
});

describe('opt-outs', () => {
  it('adds a number as people write it, lists it, and removes it so the worker is counted again', async () => {
    const optOuts = `/api/accounts/${routes.world.accountA1.id}/sms-opt-outs`;
    const invalid = await routes.call({ method: 'POST', url: optOuts, payload: { mobile: 'soita' } });
    expect(invalid.json().issues[0].message).toBe('SMS_OPT_OUT_MOBILE_INVALID');
    const added = await routes.call({ method: 'POST', url: optOuts, payload: { mobile: '040 100 0001' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ mobile: '+358401000001', source: 'staff' });
    const id = await routes.createDraft();
    expect((await routes.count(id)).json()).toMatchObject({ recipients: 2, optedOut: 2 });

    const list = await routes.call({ method: 'GET', url: `${optOuts}?search=0001` });
    expect(list.json().items.map((row: { mobile: string }) => row.mobile)).toEqual(['+358401000001']);
    const removed = await routes.call({
      method: 'DELETE',
      url: `${optOuts}/${encodeURIComponent('+358401000001')}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await routes.count(id)).json()).toMatchObject({ recipients: 3, optedOut: 1 });
  });
});
