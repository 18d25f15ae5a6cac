import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { renderMessage } from './message-templates.api';

describe('message templates', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;
  let token = '';
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    token = await test.signIn(world.users.agent.email);
  });
  const url = (path = '', accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/message-templates${path}`;
  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, payload?: object) =>
    test.request(token, { method, url: url(path), ...(payload ? { payload } : {}) });
  const welcome = {
    subject: 'Tervetuloa, {{firstName}}!',
    body: 'Hei {{firstName}}, {{company}} toivottaa tervetulleeksi.',
  };

  it('lists every automatic message with its placeholders, all on their defaults at first', async () => {
    const list = await call('GET', '');
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { type: string; customisedLocales: string[] }[] }>().items;
    expect(items.map((item) => item.type)).toEqual([
      'welcome',
      'login-link',
      'shift-invitation',
      'booking-confirmation',
      'document-request',
      'contract-signing',
      'inspection',
    ]);
    expect(items.every((item) => item.customisedLocales.length === 0)).toBe(true);
    const got = await call('GET', '/welcome');
    expect(got.json()).toMatchObject({ type: 'welcome', placeholders: ['firstName', 'company'] });
    expect(got.json<{ texts: { locale: string; subject: string }[] }>().texts[0]).toMatchObject({
      locale: 'fi',
      subject: 'Tervetuloa työntekijäksemme – {{company}}',
      customised: false,
    });
  });

  it("saves the account's own text, renders with it instead of the default, and resets to the default", async () => {
    const saved = await call('PUT', '/welcome/fi', welcome);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ texts: { customised: boolean }[] }>().texts[0]?.customised).toBe(true);
    const db = test.database.connection.db;
    const values = { firstName: 'Säde', company: 'Hoiva Oy' };
    expect(
      await renderMessage(db, { accountId: world.accountA1.id, type: 'welcome', locale: 'fi', values }),
    ).toEqual({
      subject: 'Tervetuloa, Säde!',
      text: 'Hei Säde, Hoiva Oy toivottaa tervetulleeksi.',
    });
    // Another language, and another account, keep the default.
    expect(
      (await renderMessage(db, { accountId: world.accountA1.id, type: 'welcome', locale: 'en', values }))
        .subject,
    ).toBe('Welcome to Hoiva Oy');
    expect(
      (await renderMessage(db, { accountId: world.accountA2.id, type: 'welcome', locale: 'fi', values }))
        .subject,
    ).toBe('Tervetuloa työntekijäksemme – Hoiva Oy');
    expect(
      (await call('GET', '')).json<{ items: { customisedLocales: string[] }[] }>().items[0]
        ?.customisedLocales,
    ).toEqual(['fi']);

    const reset = await call('DELETE', '/welcome/fi');
    expect(reset.json<{ texts: { customised: boolean; subject: string }[] }>().texts[0]).toMatchObject({
      customised: false,
      subject: 'Tervetuloa työntekijäksemme – {{company}}',
    });
    expect(
      (await renderMessage(db, { accountId: world.accountA1.id, type: 'welcome', locale: 'fi', values }))
        .subject,
    ).toBe('Tervetuloa työntekijäksemme – Hoiva Oy');
  });

  it('refuses a placeholder the message does not fill, and an unknown message type', async () => {
    const refused = await call('PUT', '/welcome/fi', { ...welcome, body: 'Linkki: {{link}} ja {{iban}}' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'MESSAGE_TEMPLATE_UNKNOWN_PLACEHOLDER',
      details: { names: 'link, iban' },
    });
    expect((await call('GET', '/announcement')).statusCode).toBe(404);
    expect((await call('PUT', '/announcement/fi', welcome)).statusCode).toBe(404);
  });

  it('previews a text with sample values', async () => {
    const preview = await call('POST', '/document-request/preview', {
      subject: 'Pyyntö: {{title}}',
      body: '{{documents}}\n{{deadlineLine}}\n{{link}}',
    });
    expect(preview.json()).toEqual({
      subject: 'Pyyntö: Aloitusasiakirjat',
      body: '- Laillistamistodistus\n- Verokortti\nMääräpäivä: 30.12.2026\nhttps://portaali.example.fi/…',
    });
  });
});
