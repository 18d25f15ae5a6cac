import type { StaffRole } from '@portal/domain/access';
import type { RevealedWorkerPaymentDetails, WorkerPaymentDetails } from '@portal/domain/workers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { users, workerPaymentDetails } from '../../db/schema/users.schema';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

const identityCode = '131052-308T';
const iban = 'FI37 1590 3000 0007 76';

describe('worker payment details routes', () => {
  let test: TestApp;
  let world: Tenancy;
  let workerId: string;
  let adminToken: string;
  // Every log line the app writes, at the most verbose level, to prove no value reaches the log.
  const logLines: string[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    workerId = (await buildWorker(test.database.connection.db, { accountId: world.accountA1.id })).id;
    adminToken = await test.signIn(world.users.admin.email);
  });

  const db = () => test.database.connection.db;
  const url = (accountId = world.accountA1.id, id = workerId) =>
    `/api/accounts/${accountId}/workers/${id}/payment-details`;
  const save = (payload: Record<string, unknown>, token = adminToken) =>
    test.request(token, { method: 'PUT', url: url(), payload });
  const read = async () => {
    const response = await test.request(adminToken, { method: 'GET', url: url() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkerPaymentDetails>();
  };
  const reveal = async () => {
    const response = await test.request(adminToken, { method: 'GET', url: `${url()}/revealed` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RevealedWorkerPaymentDetails>();
  };
  const auditOf = () =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'WorkerPaymentDetails'), eq(auditLog.subjectId, workerId)));

  it('answers nothing on file before a save', async () => {
    expect(await read()).toEqual({
      workerId,
      hasIdentityCode: false,
      identityCodeMasked: null,
      identityCodeMatchesBirthday: null,
      hasIban: false,
      ibanMasked: null,
      bic: null,
      updatedAt: null,
      updatedByName: null,
    });
  });

  it('saves the details, reads them masked and reveals them in clear, auditing without the values', async () => {
    const saved = await save({ identityCode: ' 131052-308t ', iban: iban.toLowerCase(), bic: 'ndeafihh' });
    expect(saved.statusCode, saved.body).toBe(200);
    const masked = await read();
    expect(masked).toMatchObject({
      hasIdentityCode: true,
      identityCodeMasked: '131052-****',
      hasIban: true,
      ibanMasked: 'FI** **** **** **07 76',
      bic: 'NDEAFIHH',
      updatedByName: 'Testi admin',
    });
    expect(saved.json()).toEqual(masked);
    expect(JSON.stringify(masked)).not.toContain('308T');

    expect(await reveal()).toEqual({ workerId, identityCode, iban: 'FI3715903000000776', bic: 'NDEAFIHH' });

    const entries = await auditOf();
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.changes])).toEqual(
      expect.arrayContaining([
        ['update', world.users.admin.id, { fields: ['identityCode', 'iban', 'bic'] }],
        ['reveal', world.users.admin.id, { fields: ['identityCode', 'iban', 'bic'] }],
      ]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/308T|159030/);
  });

  it('tells whether the code’s birth date is the worker’s birthday on file', async () => {
    await save({ identityCode, iban: null, bic: null });
    expect((await read()).identityCodeMatchesBirthday).toBeNull();
    await db().update(users).set({ birthday: '1952-10-13' }).where(eq(users.id, workerId));
    expect((await read()).identityCodeMatchesBirthday).toBe(true);
    await db().update(users).set({ birthday: '1980-05-17' }).where(eq(users.id, workerId));
    expect((await read()).identityCodeMatchesBirthday).toBe(false);
  });

  it('stores the identity code and the IBAN sealed: the raw row holds no clear text', async () => {
    expect((await save({ identityCode, iban, bic: null })).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(workerPaymentDetails)
      .where(eq(workerPaymentDetails.workerId, workerId));
    expect(row?.identityCodeCipher).toMatch(/^v1\./);
    expect(row?.ibanCipher).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/131052|3715903/);
  });

  it('clears a field and audits only the fields that changed', async () => {
    await save({ identityCode, iban, bic: null });
    const cleared = await save({ identityCode, iban: '', bic: null });
    expect(cleared.json<WorkerPaymentDetails>()).toMatchObject({
      hasIdentityCode: true,
      hasIban: false,
      ibanMasked: null,
    });
    expect((await reveal()).iban).toBeNull();
    expect((await auditOf()).map((entry) => entry.changes)).toContainEqual({ fields: ['iban'] });
  });

  it('refuses a wrong identity code and IBAN with the domain codes, echoing neither in the answer or the log', async () => {
    logLines.length = 0;
    // Request lines are off (app.ts); a line written now shows the capture works.
    test.app.log.info('capture check');
    const refused = await save({ identityCode: '131052-308U', iban: 'FI37 1590 3000 0007 77', bic: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: ['identityCode'], message: 'PERSONAL_IDENTITY_CODE_INVALID' },
        { path: ['iban'], message: 'IBAN_INVALID' },
      ],
    });
    const tooLong = await save({ identityCode: `131052-308U${'9'.repeat(20)}`, iban: null, bic: null });
    expect(tooLong.statusCode).toBe(400);
    for (const text of [refused.body, tooLong.body, logLines.join('\n')]) {
      expect(text).not.toContain('131052');
      expect(text).not.toContain('15903000');
    }
    expect(logLines.join('\n')).toContain('capture check');
    // Should a body reach the log anyway, the logger censors the values (http/log-redaction.ts).
    test.app.log.error({ body: { identityCode, iban }, err: { details: { iban } } }, 'redaction check');
    expect(logLines.join('\n')).toContain('redaction check');
    expect(logLines.join('\n')).not.toMatch(/308T|159030/);
    expect((await read()).hasIdentityCode).toBe(false);
  });

  it('is for the admin roles only: agents and customers are refused, though agents manage workers', async () => {
    const tokens = {} as Record<StaffRole, string>;
    for (const role of ['super-admin', 'organization-admin', 'agent', 'customer'] as const) {
      tokens[role] = await test.signIn(world.users[role].email);
    }
    for (const role of ['super-admin', 'organization-admin'] as const) {
      expect((await save({ identityCode, iban, bic: null }, tokens[role])).statusCode).toBe(200);
    }
    for (const role of ['agent', 'customer'] as const) {
      for (const path of ['', '/revealed']) {
        const response = await test.request(tokens[role], { method: 'GET', url: `${url()}${path}` });
        expect(response.statusCode, `${role} GET ${path}`).toBe(403);
      }
      expect((await save({ identityCode, iban, bic: null }, tokens[role])).statusCode).toBe(403);
    }
  });

  it('keeps the entries out of the worker history agents read', async () => {
    await save({ identityCode, iban, bic: null });
    await reveal();
    const agentToken = await test.signIn(world.users.agent.email);
    const activity = await test.request(agentToken, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/workers/${workerId}/activity`,
    });
    expect(activity.statusCode).toBe(200);
    expect(activity.body).not.toContain('WorkerPaymentDetails');
  });

  it('answers 404 for a worker of another account and for an account outside the caller’s', async () => {
    const other = await buildWorker(db(), { accountId: world.accountA2.id });
    const otherWorker = await test.request(adminToken, {
      method: 'GET',
      url: url(world.accountA1.id, other.id),
    });
    expect(otherWorker.statusCode).toBe(404);
    const putOther = await test.request(adminToken, {
      method: 'PUT',
      url: url(world.accountA1.id, other.id),
      payload: { identityCode, iban, bic: null },
    });
    expect(putOther.statusCode).toBe(404);
    const revealOther = await test.request(adminToken, {
      method: 'GET',
      url: `${url(world.accountA1.id, other.id)}/revealed`,
    });
    expect(revealOther.statusCode).toBe(404);
    const foreign = await test.request(adminToken, { method: 'GET', url: url(world.accountB1.id) });
    expect(foreign.statusCode).toBe(404);
  });
});
