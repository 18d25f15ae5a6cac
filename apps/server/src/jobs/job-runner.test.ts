import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/outbox.schema';
import { enqueueMail } from '../features/outbox/mail-outbox.repository';
import { createSmtpTransport } from '../features/outbox/mail-transport';
import { createOutboxDeliveryService } from '../features/outbox/outbox-delivery.service';
import { type SmtpCatcher, startSmtpCatcher } from '../features/outbox/testing/smtp-catcher';
import { createTestDatabase, type TestDatabase, testDatabaseUrlOf } from '../testing/test-database';
import { type JobRunner, startJobRunner } from './job-runner';

describe('job runner (pg-boss)', () => {
  let database: TestDatabase;
  let catcher: SmtpCatcher;
  let runner: JobRunner | null = null;
  const transports: { close(): void }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    catcher = await startSmtpCatcher();
  });
  afterAll(async () => {
    await runner?.stop();
    for (const transport of transports) {
      transport.close();
    }
    await catcher.close();
    await database.close();
  });

  it('delivers mail queued before start, and mail enqueued later without waiting for the schedule', async () => {
    const db = database.connection.db;
    const early = await enqueueMail(db, {
      accountId: null,
      to: 'early@example.fi',
      subject: 'Queued before start',
      text: 'early',
      kind: 'test',
    });
    const mail = createSmtpTransport(catcher.url, 'no-reply@portal.example');
    transports.push(mail);
    runner = await startJobRunner({
      connection: database.connection,
      databaseUrl: await testDatabaseUrlOf(database.connection),
      delivery: createOutboxDeliveryService({ db, mail, sms: null }),
      // Far beyond the waits below: only the NOTIFY paths (ours and pg-boss's own) can make this pass.
      pollingIntervalSeconds: 30,
    });

    await catcher.waitFor(1, 15_000);
    expect(catcher.messages[0]?.recipients).toEqual(['early@example.fi']);

    // Enqueued inside a feature's transaction: the NOTIFY on commit triggers a run at once.
    const late = await db.transaction((tx) =>
      enqueueMail(tx, {
        accountId: null,
        to: 'late@example.fi',
        subject: 'After start',
        text: 'late',
        kind: 'test',
      }),
    );
    await catcher.waitFor(2, 15_000);
    expect(catcher.messages[1]?.recipients).toEqual(['late@example.fi']);

    await expect
      .poll(async () => {
        const rows = await db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox);
        return rows.filter((row) => row.id === early || row.id === late).map((row) => row.status);
      })
      .toEqual(['sent', 'sent']);
    const [lateRow] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, late));
    expect(lateRow?.sentAt).toBeInstanceOf(Date);
  });

  it('stops cleanly and can be stopped twice', async () => {
    await runner?.stop();
    await runner?.stop();
    runner = null;
    // The application's own connection still works after pg-boss has stopped.
    const rows = await database.connection.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
