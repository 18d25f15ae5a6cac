import { type CustomerContractInput, contractIssues } from '@portal/domain/customer-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { customerContracts } from '../../db/schema/billing.schema';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
type Detail = { id: string; name: string; versions: { validFrom: string; prices: unknown[] }[] };
type Page = { items: { id: string; name: string; currentBasePriceCents: number | null }[]; total: number };
type Failure = { code: string; issues?: { path: (string | number)[]; message: string }[] };

// The test clock stands at 2026-11-22 (Helsinki): the price change of the 16th is in force.
const koivula = {
  name: 'Palvelukoti Koivula',
  customerNumber: '10042',
  noOverHours: false,
  monthlySalary: false,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  vatExemptionBasis: null,
  validFrom: '2026-01-01',
  validTo: null,
  versions: [
    {
      validFrom: '2026-01-01',
      prices: [
        { careRole: null, kind: 'base', cents: 3800 },
        { careRole: 'sairaanhoitaja', kind: 'base', cents: 4550 },
      ],
      wages: [{ careRole: null, kind: 'base', cents: 1900 }],
    },
    {
      validFrom: '2026-11-16',
      prices: [{ careRole: null, kind: 'base', cents: 3990 }],
      wages: [{ careRole: null, kind: 'base', cents: 1990 }],
    },
  ],
} satisfies CustomerContractInput;

describe('customer contracts routes', () => {
  let test: TestApp;
  let world: World;
  const tokens: Partial<Record<keyof World['users'], string>> = {};

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    for (const role of ['admin', 'agent', 'customer', 'organization-admin'] as const) {
      tokens[role] = await test.signIn(world.users[role].email);
    }
  });

  const token = (role: keyof World['users']) => tokens[role] as string;
  const listUrl = (accountId = world.accountA1.id) => `/api/accounts/${accountId}/customer-contracts`;
  const create = (body: unknown, role: keyof World['users'] = 'admin', accountId = world.accountA1.id) =>
    test.request(token(role), { method: 'POST', url: listUrl(accountId), payload: body as object });

  it('creates a contract with its versions and answers it whole', async () => {
    const response = await create(koivula);
    expect(response.statusCode).toBe(201);
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({ name: 'Palvelukoti Koivula', customerNumber: '10042' });
    expect(detail.versions.map((version) => version.validFrom)).toEqual(['2026-01-01', '2026-11-16']);
    const audit = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, detail.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('keeps whether campaigns may raise the price (off unless set)', async () => {
    expect((await create(koivula)).json<{ campaignsRaisePrice: boolean }>().campaignsRaisePrice).toBe(false);
    const raising = await create({ ...koivula, name: 'Koivula 2', campaignsRaisePrice: true });
    expect(raising.json<{ campaignsRaisePrice: boolean }>().campaignsRaisePrice).toBe(true);
  });

  it('lists by name with the base price in force today, and searches name and customer number', async () => {
    await create(koivula);
    await create({ ...koivula, name: 'Attendo Mänty', customerNumber: 'A-7' });
    const list = await test.request(token('admin'), { method: 'GET', url: listUrl() });
    expect(list.json<Page>().items.map((item) => [item.name, item.currentBasePriceCents])).toEqual([
      ['Attendo Mänty', 3990],
      ['Palvelukoti Koivula', 3990],
    ]);
    const byNumber = await test.request(token('admin'), { method: 'GET', url: `${listUrl()}?search=a-7` });
    expect(byNumber.json<Page>().items.map((item) => item.name)).toEqual(['Attendo Mänty']);
    const byName = await test.request(token('admin'), { method: 'GET', url: `${listUrl()}?search=KOIVU` });
    expect(byName.json<Page>().total).toBe(1);
  });

  it('replaces terms and versions; a past version stays editable while nothing is invoiced', async () => {
    const { id } = (await create(koivula)).json<Detail>();
    const changed = {
      ...koivula,
      name: 'Koivula (uusi)',
      versions: [{ ...koivula.versions[0], prices: [{ careRole: null, kind: 'base', cents: 3700 }] }],
    };
    const response = await test.request(token('admin'), {
      method: 'PUT',
      url: `${listUrl()}/${id}`,
      payload: changed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Detail>()).toMatchObject({
      name: 'Koivula (uusi)',
      versions: [{ validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3700 }] }],
    });
  });

  it('deletes softly: the contract leaves the list and answers 404', async () => {
    const { id } = (await create(koivula)).json<Detail>();
    const response = await test.request(token('admin'), { method: 'DELETE', url: `${listUrl()}/${id}` });
    expect(response.statusCode).toBe(200);
    const [row] = await test.database.connection.db
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await test.request(token('admin'), { method: 'GET', url: listUrl() })).json<Page>().total).toBe(
      0,
    );
    const again = await test.request(token('admin'), { method: 'GET', url: `${listUrl()}/${id}` });
    expect(again.statusCode).toBe(404);
  });

  describe('roles', () => {
    it('lets the customer read its own account contracts, but not change them', async () => {
      const { id } = (await create(koivula)).json<Detail>();
      const list = await test.request(token('customer'), { method: 'GET', url: listUrl() });
      expect(list.json<Page>().total).toBe(1);
      const one = await test.request(token('customer'), { method: 'GET', url: `${listUrl()}/${id}` });
      expect(one.statusCode).toBe(200);
      expect((await create(koivula, 'customer')).statusCode).toBe(403);
      const put = await test.request(token('customer'), {
        method: 'PUT',
        url: `${listUrl()}/${id}`,
        payload: koivula,
      });
      expect(put.statusCode).toBe(403);
      const del = await test.request(token('customer'), { method: 'DELETE', url: `${listUrl()}/${id}` });
      expect(del.statusCode).toBe(403);
    });

    it('gives agents nothing, not even the list', async () => {
      const { id } = (await create(koivula)).json<Detail>();
      expect((await test.request(token('agent'), { method: 'GET', url: listUrl() })).statusCode).toBe(403);
      const one = await test.request(token('agent'), { method: 'GET', url: `${listUrl()}/${id}` });
      expect(one.statusCode).toBe(403);
      expect((await create(koivula, 'agent')).statusCode).toBe(403);
    });

    it('lets an organization admin manage the contracts of its accounts', async () => {
      const response = await create(koivula, 'organization-admin', world.accountA2.id);
      expect(response.statusCode).toBe(201);
    });
  });

  describe('tenancy', () => {
    it('never shows or changes another account contract: 404', async () => {
      const { id } = (await create(koivula, 'organization-admin', world.accountA2.id)).json<Detail>();
      // The contract exists in A2; asked for through A1 it does not.
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await test.request(token('admin'), {
          method,
          url: `${listUrl()}/${id}`,
          ...(method === 'PUT' ? { payload: koivula } : {}),
        });
        expect(response.statusCode, method).toBe(404);
      }
      const outside = await test.request(token('customer'), {
        method: 'GET',
        url: listUrl(world.accountB1.id),
      });
      expect(outside.statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    const issuesOf = async (body: unknown) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      const failure = response.json<Failure>();
      expect(failure.code).toBe('VALIDATION_FAILED');
      return (failure.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };

    it('refuses a negative price and a duplicate rate with their codes', async () => {
      const negative = await issuesOf({
        ...koivula,
        versions: [{ ...koivula.versions[0], prices: [{ careRole: null, kind: 'base', cents: -100 }] }],
      });
      expect(negative.some((issue) => issue.startsWith('versions.0.prices.0.cents:'))).toBe(true);
      const duplicate = await issuesOf({
        ...koivula,
        versions: [
          {
            ...koivula.versions[0],
            prices: [
              { careRole: null, kind: 'base', cents: 3800 },
              { careRole: null, kind: 'base', cents: 3900 },
            ],
          },
        ],
      });
      expect(duplicate).toContain(`versions.0.prices.1.kind:${contractIssues.duplicateRate}`);
    });

    it('refuses an exempt contract without its basis, and versions outside the contract', async () => {
      expect(await issuesOf({ ...koivula, vatTreatment: 'exempt' })).toContain(
        `vatExemptionBasis:${contractIssues.exemptionBasisRequired}`,
      );
      expect(await issuesOf({ ...koivula, validTo: '2026-10-31' })).toContain(
        `versions.1.validFrom:${contractIssues.versionOutsideContract}`,
      );
      expect(await issuesOf({ ...koivula, validTo: '2025-12-31' })).toContain(
        `validTo:${contractIssues.endBeforeStart}`,
      );
    });
  });
});
