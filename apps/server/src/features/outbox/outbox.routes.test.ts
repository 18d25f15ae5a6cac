import type { MailOutboxPage, SmsOutboxPage } from '@portal/domain/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { buildStaffUser, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enqueueMail } from './mail-outbox.repository';
import { createOutboxDeliveryService } from './outbox-delivery.service';
import { enqueueSms } from './sms-outbox.repository';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

describe('outbox view API', () => {
  let test: TestApp;
  let world: Tenancy;
  let agentToken: string;

  beforeAll(async () => {
    test = await createTestApp();
    const db = test.database.connection.db;
    world = await buildTenancy(db);
    agentToken = await test.signIn(world.users.agent.email);
    // Explicit, distinct created_at values: PGlite's clock can give consecutive inserts the same instant.
    for (let index = 1; index <= 12; index += 1) {
      const id = await enqueueMail(db, {
        accountId: world.accountA1.id,
        to: `worker${index}@example.fi`,
        subject: `Viesti ${index}`,
        text: `Linkki ${index}`,
        kind: 'shift-invite',
      });
      await db
        .update(mailOutbox)
        .set({ createdAt: new Date(Date.UTC(2026, 10, 1, 8, 0, index)) })
        .where(eq(mailOutbox.id, id));
    }
    await enqueueMail(db, {
      accountId: world.accountA2.id,
      to: 'a2@example.fi',
      subject: 'A2',
      text: 'x',
      kind: 'k',
    });
    await enqueueMail(db, {
      accountId: null,
      to: 'staff@example.fi',
      subject: 'Sign-in',
      text: 'x',
      kind: 'login-link',
    });
    await enqueueSms(db, {
      accountId: world.accountA1.id,
      to: '+358401234567',
      message: 'Hyvää huomenta',
      kind: 'reminder',
    });
    await enqueueSms(db, {
      accountId: world.accountA1.id,
      to: '+358401234568',
      message: 'Moi 😀',
      kind: 'reminder',
    });
    // The offline default: nothing is configured, so everything ends as `stored`.
    const delivery = createOutboxDeliveryService({ db, mail: null, sms: null });
    await delivery.deliverQueuedMail();
    await delivery.deliverQueuedSms();
  });
  afterAll(async () => {
    await test.close();
  });

  it('pages an account’s mail newest first, 10 a page by default', async () => {
    const url = `/api/accounts/${world.accountA1.id}/outbox/mail`;
    const first = await test.request(agentToken, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<MailOutboxPage>();
    expect(page1.total).toBe(12);
    expect(page1.items.map((item) => item.subject)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Viesti ${index}`),
    );
    expect(page1.items[0]).toEqual({
      id: expect.any(String),
      accountId: world.accountA1.id,
      to: 'worker12@example.fi',
      subject: 'Viesti 12',
      kind: 'shift-invite',
      status: 'stored',
      attempts: 0,
      error: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      sentAt: null,
    });
    // The body is not listed: it may hold links meant only for the recipient.
    expect(page1.items[0]).not.toHaveProperty('text');

    const second = await test.request(agentToken, { method: 'GET', url: `${url}?page=2` });
    expect(second.json<MailOutboxPage>().items.map((item) => item.subject)).toEqual(['Viesti 2', 'Viesti 1']);
    const custom = await test.request(agentToken, { method: 'GET', url: `${url}?page=3&perPage=5` });
    expect(custom.json<MailOutboxPage>()).toMatchObject({ total: 12, items: [{ subject: 'Viesti 2' }, {}] });
    const beyond = await test.request(agentToken, { method: 'GET', url: `${url}?page=9` });
    expect(beyond.json<MailOutboxPage>()).toEqual({ items: [], total: 12 });
  });

  it.each([['page=0'], ['perPage=0'], ['perPage=101'], ['page=abc']])(
    'refuses %s with 400',
    async (query) => {
      const response = await test.request(agentToken, {
        method: 'GET',
        url: `/api/accounts/${world.accountA1.id}/outbox/mail?${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    },
  );

  it('lists an account’s SMS with encoding and segments', async () => {
    const response = await test.request(agentToken, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/outbox/sms`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<SmsOutboxPage>();
    expect(page.total).toBe(2);
    expect(page.items).toMatchObject([
      { message: 'Moi 😀', encoding: 'ucs2', segments: 1, status: 'stored', to: '+358401234568' },
      { message: 'Hyvää huomenta', encoding: 'gsm7', segments: 1, status: 'stored', providerMessageId: null },
    ]);
  });

  it('answers 404 to an agent of another account', async () => {
    const otherAgent = await buildStaffUser(test.database.connection.db, {
      role: 'agent',
      accountId: world.accountB1.id,
      organizationId: world.otherOrganization.id,
    });
    const token = await test.signIn(otherAgent.email);
    for (const kind of ['mail', 'sms']) {
      const response = await test.request(token, {
        method: 'GET',
        url: `/api/accounts/${world.accountA1.id}/outbox/${kind}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    }
    const own = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountB1.id}/outbox/mail`,
    });
    expect(own.json<MailOutboxPage>()).toEqual({ items: [], total: 0 });
  });

  it('refuses a customer of the account with 403', async () => {
    const token = await test.signIn(world.users.customer.email);
    const response = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/outbox/mail`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists mail outside any account to the super-admin only', async () => {
    const superAdmin = await test.signIn(world.users['super-admin'].email);
    const response = await test.request(superAdmin, { method: 'GET', url: '/api/outbox/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MailOutboxPage>()).toMatchObject({
      total: 1,
      items: [{ accountId: null, kind: 'login-link', to: 'staff@example.fi' }],
    });

    for (const role of ['organization-admin', 'admin', 'agent', 'customer'] as const) {
      const token = await test.signIn(world.users[role].email);
      const refused = await test.request(token, { method: 'GET', url: '/api/outbox/mail' });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});
