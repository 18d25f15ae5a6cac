import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenceChecks } from '../../db/schema/licence-checks.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { users } from '../../db/schema/users.schema';
import { buildLicenceCheck, buildStaffUser } from '../../testing/factories';
import { createLicenceReminderService } from './licence-checks.api';
import { useLicenceChecksRoutes } from './licence-checks-routes-setup';
import { licenceReminderMessageKind } from './licence-reminder-message';

describe('licence expiry reminders (the daily job)', () => {
  const setup = useLicenceChecksRoutes();
  const { db } = setup;

  const reminders = () => createLicenceReminderService({ db: db(), clock: setup.test.clock });
  const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, licenceReminderMessageKind));

  it('mails each admin of the account once, in their language, and never again for the same check', async () => {
    const accountId = setup.world.accountA1.id;
    const germanAdmin = await buildStaffUser(db(), { role: 'admin', accountId, email: 'hr-de@test.example' });
    await db().update(users).set({ locale: 'de' }).where(eq(users.id, germanAdmin.id));
    const permit = await buildLicenceCheck(db(), {
      accountId,
      workerId: setup.world.worker.id,
      kind: 'work_permit',
      register: 'residence-permit',
      registrationNumber: null,
      validUntil: '2026-12-15',
    });
    // Later than 30 days, already ended, superseded, or of another account: not in this account's mail.
    const other = await setup.world.addWorker({ firstName: 'Eero', lastName: 'Myöhemmin' });
    await buildLicenceCheck(db(), { accountId, workerId: other.id, validUntil: '2027-01-30' });
    await buildLicenceCheck(db(), {
      accountId,
      workerId: other.id,
      kind: 'work_permit',
      validUntil: '2026-11-01',
    });
    await buildLicenceCheck(db(), {
      accountId,
      workerId: other.id,
      validUntil: '2026-12-01',
      superseded: true,
    });

    expect(await reminders().runReminders()).toEqual({ reminded: 1 });
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      ['hr-de@test.example', setup.world.users.admin.email].sort(),
    );
    const finnish = sent.find((mail) => mail.to === setup.world.users.admin.email);
    expect(finnish?.subject).toBe('Päättyviä ammattioikeuksia ja työlupia: 1');
    expect(finnish?.text).toContain('Säde Öhman: työlupa (residence-permit) päättyy 15.12.2026 (23 pv)');
    expect(sent.find((mail) => mail.to === 'hr-de@test.example')?.text).toContain('Arbeitserlaubnis');
    const [stored] = await db().select().from(licenceChecks).where(eq(licenceChecks.id, permit.id));
    expect(stored?.reminderSentAt).toEqual(setup.test.clock.now());

    setup.test.clock.advance(24 * 60 * 60 * 1000);
    expect(await reminders().runReminders()).toEqual({ reminded: 0 });
    expect(await mails()).toHaveLength(2);
  });
});
