import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../db/schema/communications.schema';
import { buildAccount } from '../../testing/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { renderInspectionMail } from './inspection-mail';

const shift = {
  startsAt: new Date('2026-11-20T06:00:00Z'),
  endsAt: new Date('2026-11-20T14:00:00Z'),
  actualStartsAt: null,
  actualEndsAt: null,
  breakMinutes: 30,
  workerName: 'Tiina Tekijä',
  roleType: 'lähihoitaja',
};
const input = {
  areaName: 'Palvelukoti Koivula',
  company: 'Hoiva Oy',
  link: 'https://portaali.example/x',
  shifts: [shift],
};

describe('the inspection mail', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists each shift in the default text, with the count in the subject', async () => {
    const account = await buildAccount(database.connection.db);
    const mail = await renderInspectionMail(database.connection.db, account.id, 'fi', input);
    expect(mail.subject).toBe('Tarkastettavaksi: 1 vuoro – Palvelukoti Koivula');
    expect(mail.text).toContain(
      '- 20.11.2026 08:00–16:00 · Tiina Tekijä · lähihoitaja · tauko 30 min · 7,50 h',
    );
    expect(mail.text).toContain('Voitte hyväksyä tunnit portaalissa: https://portaali.example/x');
    expect(mail.text).toContain('Terveisin\nHoiva Oy');
  });

  it("uses the account's own inspection template (issue 17 §5), with the same shift lines", async () => {
    const db = database.connection.db;
    const account = await buildAccount(db);
    const other = await buildAccount(db);
    await db.insert(messageTemplates).values({
      accountId: account.id,
      type: 'inspection',
      locale: 'fi',
      subject: '{{area}}: {{countText}} hyväksyttäväksi',
      body: 'Moi!\n{{shifts}}\nHyväksy: {{link}}',
    });
    const own = await renderInspectionMail(db, account.id, 'fi', input);
    expect(own.subject).toBe('Palvelukoti Koivula: 1 vuoro hyväksyttäväksi');
    expect(own.text).toBe(
      'Moi!\n- 20.11.2026 08:00–16:00 · Tiina Tekijä · lähihoitaja · tauko 30 min · 7,50 h\nHyväksy: https://portaali.example/x',
    );
    expect((await renderInspectionMail(db, other.id, 'fi', input)).subject).toMatch(/^Tarkastettavaksi:/);
  });
});
