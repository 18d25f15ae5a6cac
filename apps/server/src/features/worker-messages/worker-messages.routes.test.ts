import type { QueuedSms } from '@portal/domain/worker-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildWorkerActionsWorld, type WorkerActionsWorld } from '../worker-blocks/worker-actions-test-world';

// 153 GSM-7 characters fill one part of a concatenated message.
const threeParts = 'Hyvää päivää! '.repeat(40).slice(0, 153 * 3);
const fourParts = `${threeParts}ö`;

describe('messages to a worker API', () => {
  let test: TestApp;
  let world: WorkerActionsWorld;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildWorkerActionsWorld(test.database.connection.db);
  });

  const db = () => test.database.connection.db;
  const smsUrl = (workerId = world.worker.id, accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/workers/${workerId}/sms`;
  const emailUrl = (workerId = world.worker.id, accountId = world.accountA1.id) =>
    `/api/accounts/${accountId}/workers/${workerId}/email`;
  const signIn = (role: keyof WorkerActionsWorld['users']) => test.signIn(world.users[role].email);
  const sendSms = async (token: string, message: unknown, url = smsUrl(), confirmCostly?: boolean) =>
    test.request(token, { method: 'POST', url, payload: { message, confirmCostly } });

  it('queues an SMS with Finnish letters as GSM-7 in the account’s outbox, with its segment count', async () => {
    const token = await signIn('agent');
    const message = 'Hyvää huomenta Säde! Vuoro klo 7-15 on vahvistettu. Åke, Öljymäki.';
    const response = await sendSms(token, message);
    expect(response.statusCode).toBe(202);
    const queued = response.json<QueuedSms>();
    expect(queued).toMatchObject({ to: '+358401234567', encoding: 'gsm7', segments: 1 });
    const [row] = await db().select().from(smsOutbox);
    expect(row).toMatchObject({
      id: queued.outboxId,
      accountId: world.accountA1.id,
      to: '+358401234567',
      message,
      kind: 'worker-message',
      encoding: 'gsm7',
      segments: 1,
      status: 'queued',
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'send-sms'));
    expect(entry).toMatchObject({ actorId: world.users.agent.id, subjectId: world.worker.id });

    const outbox = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/outbox/sms`,
    });
    expect(outbox.json<{ items: { message: string; segments: number }[] }>().items).toEqual([
      expect.objectContaining({ message, segments: 1 }),
    ]);
  });

  it('sends to a mobile stored as typed (040 123 4567) in E.164', async () => {
    await db().update(users).set({ mobile: '040 123 4567' }).where(eq(users.id, world.worker.id));
    const response = await sendSms(await signIn('agent'), 'Hei');
    expect(response.json<QueuedSms>().to).toBe('+358401234567');
    const [row] = await db().select().from(smsOutbox);
    expect(row?.to).toBe('+358401234567');
  });

  it('counts an emoji message as UCS-2', async () => {
    const response = await sendSms(await signIn('agent'), 'Kiitos vuorosta 😀');
    expect(response.json<QueuedSms>()).toMatchObject({ encoding: 'ucs2', segments: 1 });
  });

  it('lets an agent send three parts, and refuses four with SMS_COSTLY, which admins may send', async () => {
    const agent = await signIn('agent');
    expect((await sendSms(agent, threeParts)).json<QueuedSms>().segments).toBe(3);
    const refused = await sendSms(agent, fourParts);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'SMS_COSTLY' });
    expect(await db().select().from(smsOutbox)).toHaveLength(1);

    for (const role of ['admin', 'organization-admin', 'super-admin'] as const) {
      const response = await sendSms(await signIn(role), fourParts, smsUrl(), true);
      expect(response.statusCode, role).toBe(202);
      expect(response.json<QueuedSms>().segments).toBe(4);
    }
  });

  it('refuses a costly SMS the sender did not confirm with SMS_CONFIRMATION_REQUIRED, queueing nothing', async () => {
    const admin = await signIn('admin');
    for (const confirmCostly of [undefined, false]) {
      const refused = await sendSms(admin, fourParts, smsUrl(), confirmCostly);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'SMS_CONFIRMATION_REQUIRED' });
    }
    expect(await db().select().from(smsOutbox)).toEqual([]);
    // Three parts need no confirmation; an agent's confirmation does not lift SMS_COSTLY.
    expect((await sendSms(admin, threeParts)).statusCode).toBe(202);
    const agentRefused = await sendSms(await signIn('agent'), fourParts, smsUrl(), true);
    expect(agentRefused.json()).toEqual({ code: 'SMS_COSTLY' });
  });

  it('refuses a worker without a mobile with WORKER_MOBILE_MISSING, queueing nothing', async () => {
    for (const mobile of [null, '', '  ']) {
      await db().update(users).set({ mobile }).where(eq(users.id, world.worker.id));
      const response = await sendSms(await signIn('agent'), 'Hei');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORKER_MOBILE_MISSING' });
    }
    expect(await db().select().from(smsOutbox)).toEqual([]);
  });

  it.each([[''], ['   '], ['x'.repeat(1601)], [undefined]])('refuses the message %j', async (message) => {
    const response = await sendSms(await signIn('agent'), message);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual(['message']);
  });

  it('refuses an SMS over 1600 characters whole with SMS_TOO_LONG, queueing nothing (never cut)', async () => {
    const response = await sendSms(await signIn('admin'), 'ä'.repeat(1601));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['message'], message: 'SMS_TOO_LONG' }],
    });
    expect(await db().select().from(smsOutbox)).toEqual([]);
  });

  it('queues an e-mail to the worker’s address', async () => {
    const token = await signIn('agent');
    const response = await test.request(token, {
      method: 'POST',
      url: emailUrl(),
      payload: { subject: ' Joulukuun vuorot ', text: 'Hei Säde,\n\njoulukuun vuorot ovat nyt auki.' },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await db().select().from(mailOutbox);
    expect(row).toMatchObject({
      accountId: world.accountA1.id,
      to: world.worker.email,
      subject: 'Joulukuun vuorot',
      text: 'Hei Säde,\n\njoulukuun vuorot ovat nyt auki.',
      kind: 'worker-message',
      status: 'queued',
    });
    expect(response.json()).toEqual({ outboxId: row?.id, to: world.worker.email });
  });

  it.each([
    [{ subject: '', text: 'Teksti' }, 'subject'],
    [{ subject: 'Aihe', text: '  ' }, 'text'],
    [{ subject: 'x'.repeat(201), text: 'Teksti' }, 'subject'],
  ])('refuses the e-mail %j naming %s', async (payload, field) => {
    const response = await test.request(await signIn('agent'), { method: 'POST', url: emailUrl(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string[] }[] }>().issues.map((issue) => issue.path[0])).toEqual([
      field,
    ]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('answers 404 for a worker of another account and refuses customers (403) and outsiders (404)', async () => {
    const admin = await signIn('admin');
    expect((await sendSms(admin, 'Hei', smsUrl(world.workerOfA2.id))).statusCode).toBe(404);
    const email = { subject: 'Aihe', text: 'Teksti' };
    expect(
      (await test.request(admin, { method: 'POST', url: emailUrl(world.workerOfA2.id), payload: email }))
        .statusCode,
    ).toBe(404);
    const customer = await signIn('customer');
    expect((await sendSms(customer, 'Hei')).statusCode).toBe(403);
    expect(
      (await test.request(customer, { method: 'POST', url: emailUrl(), payload: email })).statusCode,
    ).toBe(403);
    for (const outsider of [world.outsiders.agentOfB1, world.outsiders.adminOfB1]) {
      const token = await test.signIn(outsider.email);
      expect((await sendSms(token, 'Hei')).statusCode).toBe(404);
      expect(
        (await test.request(token, { method: 'POST', url: emailUrl(), payload: email })).statusCode,
      ).toBe(404);
    }
    expect(await db().select().from(smsOutbox)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });
});
