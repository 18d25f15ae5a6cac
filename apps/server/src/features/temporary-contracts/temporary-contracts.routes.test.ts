import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { TemporaryContract, TemporaryContractList } from '@portal/domain/temporary-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import { documents, temporaryContracts } from '../../db/schema/hr.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { pdfsig } from '../../testing/pdfsig';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testSealingCommonName } from '../../testing/test-sealing-certificate';
import { buildWorkerActionsWorld, type WorkerActionsWorld } from '../worker-blocks/worker-actions-test-world';

/** The PDF's text through pdftotext (poppler-utils) when the machine has it, else null. */
function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return null;
  }
}

/** Text as pdfkit writes it inside a document-information string (UTF-16BE, after the string's BOM). */
function pdfInfoString(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

describe('temporary contracts API', () => {
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
    await test.database.connection.db
      .update(areas)
      .set({
        name: 'Hämeenpuiston palvelukoti',
        streetAddress: 'Hämeenpuisto 5',
        postcode: '33100',
        city: 'Tampere',
      })
      .where(eq(areas.id, world.otherArea.id));
    await test.database.connection.db
      .update(accounts)
      .set({ businessId: '3187655-2' })
      .where(eq(accounts.id, world.accountA1.id));
  });

  const db = () => test.database.connection.db;
  const contractsUrl = (accountId = world.accountA1.id, workerId = world.worker.id) =>
    `/api/accounts/${accountId}/workers/${workerId}/temporary-contracts`;
  const validBody = () => ({
    accountId: world.accountA1.id,
    contract: 'Hoitajavuokraus 2026',
    areaId: world.otherArea.id,
    documentId: 'TS-2026-014',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    locationText: 'Osasto 3, Hämeenpuiston palvelukoti',
    salaryText: 'Tuntipalkka 19,50 € ja TES:n mukaiset lisät',
    writtenContract: 'new',
  });

  async function create(token: string, payload: Record<string, unknown>, url = contractsUrl()) {
    return test.request(token, { method: 'POST', url, payload });
  }

  it('seals the contract’s PDF as issued by the employer, which pdfsig accepts as signed and unmodified', async () => {
    const token = await test.signIn(world.users.agent.email);
    const created = (await create(token, validBody())).json<TemporaryContract>();
    const pdf = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/documents/${created.pdfDocumentId}`,
    });

    const report = await pdfsig(pdf.rawPayload);
    expect(report.text).toContain('Signature is Valid.');
    expect(report.text).toContain('Total document signed');
    expect(report.commonNames).toEqual([testSealingCommonName]);
  });

  it('creates the contract and its PDF, which opens as application/pdf with the worker’s and area’s details', async () => {
    const token = await test.signIn(world.users.agent.email);
    const response = await create(token, validBody());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TemporaryContract>();
    expect(created).toMatchObject({
      workerId: world.worker.id,
      accountId: world.accountA1.id,
      area: { id: world.otherArea.id, name: 'Hämeenpuiston palvelukoti' },
      contract: 'Hoitajavuokraus 2026',
      documentId: 'TS-2026-014',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      writtenContract: 'new',
      createdAt: '2026-11-22T10:00:00.000Z',
      createdBy: { id: world.users.agent.id, fullName: 'Testi agent' },
    });
    expect(created.pdfDocumentId).toEqual(expect.any(String));

    const pdf = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/documents/${created.pdfDocumentId}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="maaraaikainen-tyosopimus-Sade-Ohman-2026-12-01.pdf"; filename*=UTF-8''${encodeURIComponent('maaraaikainen-tyosopimus-Säde-Öhman-2026-12-01.pdf')}`,
    );
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [stored] = await db()
      .select()
      .from(documents)
      .where(eq(documents.id, created.pdfDocumentId as string));
    expect(stored).toMatchObject({
      accountId: world.accountA1.id,
      ownerUserId: world.worker.id,
      kind: 'temporary-contract',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });

    const text = pdfText(bytes);
    if (text === null) {
      // No pdftotext here: the worker's name is at least in the document information (title).
      expect(bytes.includes(pdfInfoString('Säde Öhman'))).toBe(true);
    } else {
      for (const expected of [
        'Määräaikainen työsopimus',
        'Säde Öhman',
        '14.03.1985',
        'Hämeenpuiston palvelukoti',
        'Hämeenpuisto 5, 33100 Tampere',
        '01.12.2026',
        '31.12.2026',
        'Hoitajavuokraus 2026',
        'TS-2026-014',
        'Tuntipalkka 19,50 € ja TES:n mukaiset lisät',
        '3187655-2',
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
  });

  it('lists the worker’s contracts newest first and writes the audit log', async () => {
    const token = await test.signIn(world.users.admin.email);
    await create(token, { ...validBody(), documentId: 'EKA' });
    test.clock.advance(60_000);
    await create(token, { ...validBody(), documentId: 'TOKA', writtenContract: 'none' });
    const list = await test.request(token, { method: 'GET', url: contractsUrl() });
    expect(list.json<TemporaryContractList>().items.map((item) => item.documentId)).toEqual(['TOKA', 'EKA']);
    const audit = await db().select().from(auditLog).where(eq(auditLog.subject, 'TemporaryContract'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: world.users.admin.id,
      accountId: world.accountA1.id,
      action: 'create',
    });
  });

  it.each([
    'accountId',
    'contract',
    'areaId',
    'documentId',
    'startDate',
    'endDate',
    'locationText',
    'salaryText',
    'writtenContract',
  ])('requires %s and names it, storing nothing', async (field) => {
    const token = await test.signIn(world.users.agent.email);
    for (const value of [undefined, '', '   ']) {
      const response = await create(token, { ...validBody(), [field]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; issues: { path: string[] }[] }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues.map((issue) => issue.path[0])).toEqual([field]);
    }
    expect(await db().select().from(temporaryContracts)).toEqual([]);
    expect(await db().select().from(documents)).toEqual([]);
  });

  it('refuses an end date before the start date, on the end date', async () => {
    const token = await test.signIn(world.users.agent.email);
    const response = await create(token, { ...validBody(), startDate: '2026-12-02', endDate: '2026-12-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string[]; message: string }[] }>().issues).toEqual([
      { path: ['endDate'], message: 'END_BEFORE_START' },
    ]);
    const oneDay = await create(token, { ...validBody(), startDate: '2026-12-02', endDate: '2026-12-02' });
    expect(oneDay.statusCode).toBe(201);
  });

  it('refuses a body naming another account than the path', async () => {
    const token = await test.signIn(world.users['organization-admin'].email);
    const response = await create(token, { ...validBody(), accountId: world.accountA2.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'accountId' } });
  });

  it('answers 404 for an area or a worker of another account', async () => {
    const token = await test.signIn(world.users['organization-admin'].email);
    expect((await create(token, { ...validBody(), areaId: world.areaOfA2.id })).statusCode).toBe(404);
    expect(
      (await create(token, validBody(), contractsUrl(world.accountA1.id, world.workerOfA2.id))).statusCode,
    ).toBe(404);
    expect(
      (
        await test.request(token, {
          method: 'GET',
          url: contractsUrl(world.accountA1.id, world.workerOfA2.id),
        })
      ).statusCode,
    ).toBe(404);
    expect(await db().select().from(documents)).toEqual([]);
  });

  it('keeps documents to their account and away from customers and outsiders', async () => {
    const admin = await test.signIn(world.users.admin.email);
    const created = (await create(admin, validBody())).json<TemporaryContract>();
    const documentUrl = (accountId: string) =>
      `/api/accounts/${accountId}/documents/${created.pdfDocumentId}`;

    // Through another account's path, even for a user who may see both accounts.
    const orgAdmin = await test.signIn(world.users['organization-admin'].email);
    expect(
      (await test.request(orgAdmin, { method: 'GET', url: documentUrl(world.accountA2.id) })).statusCode,
    ).toBe(404);
    expect(
      (await test.request(orgAdmin, { method: 'GET', url: documentUrl(world.accountA1.id) })).statusCode,
    ).toBe(200);
    const customer = await test.signIn(world.users.customer.email);
    expect(
      (await test.request(customer, { method: 'GET', url: documentUrl(world.accountA1.id) })).statusCode,
    ).toBe(403);
    for (const outsider of [world.outsiders.agentOfB1, world.outsiders.adminOfB1]) {
      const token = await test.signIn(outsider.email);
      expect(
        (await test.request(token, { method: 'GET', url: documentUrl(world.accountA1.id) })).statusCode,
      ).toBe(404);
      expect((await create(token, validBody())).statusCode).toBe(404);
    }
    expect(
      (await test.request(null, { method: 'GET', url: documentUrl(world.accountA1.id) })).statusCode,
    ).toBe(401);
    const unknown = await test.request(admin, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/documents/00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses customers (403)', async () => {
    const customer = await test.signIn(world.users.customer.email);
    expect((await create(customer, validBody())).statusCode).toBe(403);
    expect((await test.request(customer, { method: 'GET', url: contractsUrl() })).statusCode).toBe(403);
  });
});
