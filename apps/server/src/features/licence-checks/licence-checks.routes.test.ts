import type { ExpiringLicences, LicenceCheck, WorkerLicenceChecks } from '@portal/domain/licence-checks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { buildLicenceCheck } from '../../testing/factories';
import { sampleCheck, smallPdf, useLicenceChecksRoutes } from './licence-checks-routes-setup';

describe('licence checks API', () => {
  const setup = useLicenceChecksRoutes();
  const { db, record, list, upload, download, expiring } = setup;

  it('records a check with who checked and when; the list shows it in force, the audit log has it', async () => {
    const response = await record(sampleCheck());
    expect(response.statusCode, response.body).toBe(201);
    const check = response.json<LicenceCheck>();
    expect(check).toMatchObject({
      workerId: setup.world.worker.id,
      register: 'terhikki',
      registrationNumber: '10012345678',
      result: 'confirmed',
      scope: ['sairaanhoitaja'],
      checkedBy: { id: setup.world.users.admin.id, name: 'Testi admin' },
      checkedAt: '2026-11-22T10:00:00.000Z',
      superseded: false,
      evidenceName: null,
    });
    const listed = (await list()).json<WorkerLicenceChecks>();
    expect(listed).toMatchObject({ profession: 'sairaanhoitaja', checks: [{ id: check.id }] });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'LicenceCheck'), eq(auditLog.subjectId, check.id)));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actorId: setup.world.users.admin.id }),
    ]);
  });

  it('supersedes the earlier check of the same kind only, and lists the newest first', async () => {
    const first = (await record(sampleCheck())).json<LicenceCheck>();
    setup.test.clock.advance(60_000);
    const permit = (
      await record(
        sampleCheck({
          kind: 'work_permit',
          register: 'residence-permit',
          scope: [],
          registrationNumber: null,
        }),
      )
    ).json<LicenceCheck>();
    setup.test.clock.advance(60_000);
    const second = (await record(sampleCheck({ validUntil: '2027-06-30' }))).json<LicenceCheck>();
    const { checks } = (await list()).json<WorkerLicenceChecks>();
    expect(checks.map((check) => [check.id, check.superseded])).toEqual([
      [second.id, false],
      [permit.id, false],
      [first.id, true],
    ]);
  });

  it('refuses bad input with the form’s codes', async () => {
    for (const [payload, code] of [
      [sampleCheck({ scope: [] }), 'LICENCE_SCOPE_REQUIRED'],
      [sampleCheck({ validUntil: '2015-01-01' }), 'LICENCE_VALIDITY_ORDER'],
      [sampleCheck({ registrationNumber: '123' }), 'LICENCE_REGISTRATION_NUMBER_INVALID'],
    ] as const) {
      const response = await record(payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(code);
    }
  });

  it('stores the evidence, answers it for download, and refuses what is not a PDF or a picture', async () => {
    const check = (await record(sampleCheck())).json<LicenceCheck>();
    const uploaded = await upload(check.id, smallPdf, 'Terhikki näkymä.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<LicenceCheck>().evidenceName).toBe('Terhikki näkymä.pdf');
    const file = await download(check.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(smallPdf)).toBe(true);

    const refused = await upload(check.id, Buffer.from('MZ\x90\x00 not a document'), 'virus.pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ code: 'FILE_EXECUTABLE' });
    const empty = (await record(sampleCheck())).json<LicenceCheck>();
    expect((await download(empty.id)).statusCode).toBe(404);
  });

  it('keeps accounts apart: another account’s worker is not found, and customers are refused', async () => {
    const other = await record(sampleCheck(), { workerId: setup.world.workerOfB1.id });
    expect(other.statusCode).toBe(404);
    const customer = await setup.test.signIn(setup.world.users.customer.email);
    expect((await list(undefined, customer)).statusCode).toBe(403);
    expect((await record(sampleCheck(), { token: customer })).statusCode).toBe(403);
    expect((await expiring(customer)).statusCode).toBe(403);
    const agent = await setup.test.signIn(setup.world.users.agent.email);
    expect((await record(sampleCheck(), { token: agent })).statusCode).toBe(201);
  });

  it('lists the rights in force that end within 30 days or have ended, soonest first', async () => {
    const accountId = setup.world.accountA1.id;
    const soon = await setup.world.addWorker({ firstName: 'Aino', lastName: 'Pian' });
    const later = await setup.world.addWorker({ firstName: 'Eero', lastName: 'Myöhemmin' });
    const ended = await setup.world.addWorker({ firstName: 'Olli', lastName: 'Päättynyt' });
    await buildLicenceCheck(db(), {
      accountId,
      workerId: soon.id,
      kind: 'work_permit',
      validUntil: '2026-12-22',
    });
    await buildLicenceCheck(db(), { accountId, workerId: later.id, validUntil: '2026-12-23' });
    await buildLicenceCheck(db(), { accountId, workerId: ended.id, validUntil: '2026-11-01' });
    await buildLicenceCheck(db(), {
      accountId,
      workerId: ended.id,
      validUntil: '2026-11-30',
      superseded: true,
    });
    await buildLicenceCheck(db(), {
      accountId: setup.world.accountB1.id,
      workerId: setup.world.workerOfB1.id,
      validUntil: '2026-11-30',
    });
    const { items } = (await expiring()).json<ExpiringLicences>();
    expect(items.map((item) => [item.workerName, item.kind, item.validUntil, item.daysLeft])).toEqual([
      ['Olli Päättynyt', 'professional_licence', '2026-11-01', -21],
      ['Aino Pian', 'work_permit', '2026-12-22', 30],
    ]);
  });
});
