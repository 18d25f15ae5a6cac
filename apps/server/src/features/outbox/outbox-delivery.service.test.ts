import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { buildAccount } from '../../testing/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { enqueueMail } from './mail-outbox.repository';
import { createSmtpTransport } from './mail-transport';
import { createOutboxDeliveryService, maxDeliveryAttempts } from './outbox-delivery.service';
import { enqueueSms } from './sms-outbox.repository';
import { createGatewayApiSmsTransport } from './sms-transport';
import { findClosedPort, type SmtpCatcher, startSmtpCatcher } from './testing/smtp-catcher';

type GatewayRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

/** A GatewayAPI-like HTTP server on 127.0.0.1 that records requests and answers with `respond`. */
async function startSmsGateway(respond: (request: GatewayRequest) => { status: number; body: string }) {
  const requests: GatewayRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: GatewayRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      const answer = respond(recorded);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    url: `http://127.0.0.1:${port}/rest/mtsms`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('outbox delivery', () => {
  let database: TestDatabase;
  let accountId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await database.close();
  });

  async function mailRow(id: string) {
    const [row] = await database.connection.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }
  async function smsRow(id: string) {
    const [row] = await database.connection.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    return row;
  }

  describe('e-mail over SMTP', () => {
    let catcher: SmtpCatcher;
    beforeAll(async () => {
      catcher = await startSmtpCatcher();
    });
    afterEach(() => {
      catcher.messages.length = 0;
    });
    afterAll(async () => {
      await catcher.close();
    });

    it('hands queued mail to a real SMTP server and marks it sent', async () => {
      const db = database.connection.db;
      accountId = (await buildAccount(db)).id;
      const id = await enqueueMail(db, {
        accountId,
        to: 'maija.meikalainen@example.fi',
        subject: 'Shift confirmed',
        text: 'See you at 7:00 on 24.11.2026.',
        kind: 'shift-confirmed',
      });
      const transport = createSmtpTransport(catcher.url, 'Portal <no-reply@portal.example>');
      const delivery = createOutboxDeliveryService({ db, mail: transport, sms: null });

      const report = await delivery.deliverQueuedMail();
      transport.close();

      expect(report).toEqual({ sent: 1, stored: 0, retrying: 0, failed: 0 });
      const [message] = catcher.messages;
      expect(message?.from).toBe('no-reply@portal.example');
      expect(message?.recipients).toEqual(['maija.meikalainen@example.fi']);
      expect(message?.raw).toContain('Subject: Shift confirmed');
      expect(message?.raw).toContain('See you at 7:00 on 24.11.2026.');
      const row = await mailRow(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    });

    it('never sends one message twice when two runs overlap', async () => {
      const db = database.connection.db;
      for (let index = 0; index < 6; index += 1) {
        await enqueueMail(db, {
          accountId: null,
          to: `user${index}@example.fi`,
          subject: `Message ${index}`,
          text: 'x',
          kind: 'test',
        });
      }
      const first = createSmtpTransport(catcher.url, 'no-reply@portal.example');
      const second = createSmtpTransport(catcher.url, 'no-reply@portal.example');
      const reports = await Promise.all([
        createOutboxDeliveryService({ db, mail: first, sms: null }).deliverQueuedMail(),
        createOutboxDeliveryService({ db, mail: second, sms: null }).deliverQueuedMail(),
      ]);
      first.close();
      second.close();

      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
      const recipients = catcher.messages.flatMap((message) => message.recipients).sort();
      expect(recipients).toEqual([0, 1, 2, 3, 4, 5].map((index) => `user${index}@example.fi`));
    });

    it('counts failed attempts against a dead server and gives up after five', async () => {
      const db = database.connection.db;
      const port = await findClosedPort();
      const id = await enqueueMail(db, {
        accountId: null,
        to: 'nobody@example.fi',
        subject: 'Hello',
        text: 'x',
        kind: 'test',
      });
      const transport = createSmtpTransport(`smtp://portal:s3cret-pass@127.0.0.1:${port}`, 'a@b.fi');
      const delivery = createOutboxDeliveryService({ db, mail: transport, sms: null });

      for (let attempt = 1; attempt < maxDeliveryAttempts; attempt += 1) {
        expect(await delivery.deliverQueuedMail()).toMatchObject({ retrying: 1, failed: 0 });
        expect(await mailRow(id)).toMatchObject({ status: 'queued', attempts: attempt });
      }
      expect(await delivery.deliverQueuedMail()).toMatchObject({ retrying: 0, failed: 1 });
      // A failed message is not tried again.
      expect(await delivery.deliverQueuedMail()).toEqual({ sent: 0, stored: 0, retrying: 0, failed: 0 });
      transport.close();

      const row = await mailRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
      expect(row?.error).toMatch(/ECONNREFUSED/);
      expect(row?.error).not.toContain('s3cret-pass');
    });
  });

  it('stores mail when no SMTP server is configured, for the in-app outbox view', async () => {
    const db = database.connection.db;
    const id = await enqueueMail(db, {
      accountId: null,
      to: 'a@example.fi',
      subject: 'S',
      text: 'T',
      kind: 'k',
    });
    const delivery = createOutboxDeliveryService({ db, mail: null, sms: null });

    expect(await delivery.deliverQueuedMail()).toEqual({ sent: 0, stored: 1, retrying: 0, failed: 0 });
    expect(await mailRow(id)).toMatchObject({ status: 'stored', attempts: 0, sentAt: null, error: null });
  });

  it('records the encoding and segments of an SMS when it is queued', async () => {
    const db = database.connection.db;
    const gsm = await enqueueSms(db, {
      accountId: null,
      to: '+358401234567',
      message: 'Hyvää päivää',
      kind: 'k',
    });
    const ucs = await enqueueSms(db, {
      accountId: null,
      to: '+358401234567',
      message: 'š'.repeat(71),
      kind: 'k',
    });
    expect(await smsRow(gsm)).toMatchObject({ encoding: 'gsm7', segments: 1, status: 'queued' });
    expect(await smsRow(ucs)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('stores SMS when no gateway is configured', async () => {
    const db = database.connection.db;
    const id = await enqueueSms(db, { accountId: null, to: '+358401234567', message: 'Moi', kind: 'k' });
    const delivery = createOutboxDeliveryService({ db, mail: null, sms: null });
    expect(await delivery.deliverQueuedSms()).toMatchObject({ stored: 1 });
    expect(await smsRow(id)).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('posts SMS to a GatewayAPI-style gateway with token auth and keeps the returned id', async () => {
    const gateway = await startSmsGateway(() => ({ status: 200, body: '{"ids":[4242],"usage":{}}' }));
    const db = database.connection.db;
    const gsm = await enqueueSms(db, {
      accountId: null,
      to: '+358401234567',
      message: 'Vuoro huomenna klo 7-15 €',
      kind: 'shift-reminder',
    });
    const transport = createGatewayApiSmsTransport({ url: gateway.url, token: 'tok-123', sender: 'Portal' });
    const delivery = createOutboxDeliveryService({ db, mail: null, sms: transport });

    expect(await delivery.deliverQueuedSms()).toMatchObject({ sent: 1 });
    const ucs = await enqueueSms(db, { accountId: null, to: '0049151234567', message: 'Tõnu 😀', kind: 'k' });
    expect(await delivery.deliverQueuedSms()).toMatchObject({ sent: 1 });
    await gateway.close();

    expect(gateway.requests).toHaveLength(2);
    const [first, second] = gateway.requests;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/rest/mtsms');
    expect(first?.headers.authorization).toBe('Token tok-123');
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.body).toEqual({
      sender: 'Portal',
      message: 'Vuoro huomenna klo 7-15 €',
      recipients: [{ msisdn: 358401234567 }],
    });
    expect(second?.body).toEqual({
      sender: 'Portal',
      message: 'Tõnu 😀',
      recipients: [{ msisdn: 49151234567 }],
      encoding: 'UCS2',
    });
    expect(await smsRow(gsm)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: '4242' });
    expect((await smsRow(gsm))?.sentAt).toBeInstanceOf(Date);
    expect(await smsRow(ucs)).toMatchObject({ status: 'sent', providerMessageId: '4242' });
  });

  it('keeps a refused SMS queued with the gateway answer, without the token', async () => {
    const gateway = await startSmsGateway((request) => ({
      status: 401,
      body: JSON.stringify({ message: `bad token ${String(request.headers.authorization)}` }),
    }));
    const db = database.connection.db;
    const id = await enqueueSms(db, { accountId: null, to: '+358401234567', message: 'Moi', kind: 'k' });
    const transport = createGatewayApiSmsTransport({
      url: gateway.url,
      token: 'tok-secret',
      sender: 'Portal',
    });
    const delivery = createOutboxDeliveryService({ db, mail: null, sms: transport });

    expect(await delivery.deliverQueuedSms()).toMatchObject({ retrying: 1 });
    await gateway.close();

    const row = await smsRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, providerMessageId: null });
    expect(row?.error).toContain('SMS gateway answered 401');
    expect(row?.error).not.toContain('tok-secret');
  });
});
