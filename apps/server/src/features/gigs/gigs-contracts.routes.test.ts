import type { GigDetail } from '@portal/domain/gigs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { invoiceLines, invoices } from '../../db/schema/invoices.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { buildCustomerContract } from '../../testing/contract-factory';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
const hour = 60 * 60 * 1000;

// Issue 13: a gig takes its area's contract unless it picks one; its shifts store it (the gig's, else the
// area's); a change of the gig's contract moves its shifts that no live invoice holds.
describe('the customer contract of a gig and its shifts', () => {
  let test: TestApp;
  let world: World;
  let admin: string;
  let customer: string;
  let areaContract: string;
  let otherContract: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    areaContract = (await buildCustomerContract(db(), { accountId: world.accountA1.id, name: 'Alueen' })).id;
    otherContract = (await buildCustomerContract(db(), { accountId: world.accountA1.id, name: 'Toinen' })).id;
    await db().update(areas).set({ contractId: areaContract }).where(eq(areas.id, world.areaOfCustomer.id));
    admin = await test.signIn(world.users.admin.email);
    customer = await test.signIn(world.users.customer.email);
  });

  const db = () => test.database.connection.db;
  const base = () => `/api/accounts/${world.accountA1.id}/gigs`;
  const shiftOn = (day: number) => {
    const startsAt = new Date(Date.UTC(2026, 11, day, 5));
    return {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 8 * hour).toISOString(),
    };
  };
  const create = (token: string, payload: Record<string, unknown>) =>
    test.request(token, {
      method: 'POST',
      url: base(),
      payload: {
        title: 'Aamuvuorot',
        areaId: world.areaOfCustomer.id,
        shifts: [shiftOn(1), shiftOn(2)],
        ...payload,
      },
    });
  const storedContracts = async (gigId: string) =>
    (await db().select().from(shifts).where(eq(shifts.gigId, gigId))).map((shift) => shift.contractId);

  it("takes the area's contract when it picks none, and its shifts store it", async () => {
    const response = await create(admin, { mode: 'publish' });
    expect(response.statusCode, response.body).toBe(201);
    const gig = response.json<GigDetail>();
    expect(gig).toMatchObject({ contractId: areaContract, contractName: 'Alueen' });
    expect(await storedContracts(gig.id)).toEqual([areaContract, areaContract]);
  });

  it('keeps a contract it picks, for itself and its shifts', async () => {
    const gig = (await create(admin, { contractId: otherContract })).json<GigDetail>();
    expect(gig).toMatchObject({ contractId: otherContract, contractName: 'Toinen' });
    expect(await storedContracts(gig.id)).toEqual([otherContract, otherContract]);
  });

  it("gives shifts the area's contract when the gig has none", async () => {
    const gig = (await create(admin, { contractId: null })).json<GigDetail>();
    expect(gig.contractId).toBeNull();
    expect(await storedContracts(gig.id)).toEqual([areaContract, areaContract]);
  });

  it("refuses another account's contract with CONTRACT_NOT_IN_ACCOUNT, on create and on save", async () => {
    const foreign = await buildCustomerContract(db(), { accountId: world.accountB1.id });
    const refused = await create(admin, { contractId: foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CONTRACT_NOT_IN_ACCOUNT' });
    const gig = (await create(admin, {})).json<GigDetail>();
    const saved = await test.request(admin, {
      method: 'PUT',
      url: `${base()}/${gig.id}`,
      payload: {
        title: gig.title,
        contractId: foreign.id,
        shifts: gig.shifts.map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt })),
      },
    });
    expect(saved.json()).toMatchObject({ code: 'CONTRACT_NOT_IN_ACCOUNT' });
    expect(await storedContracts(gig.id)).toEqual([areaContract, areaContract]);
  });

  it("gives a customer's suggestion the area's contract, whatever it sends", async () => {
    const response = await create(customer, { contractId: otherContract });
    expect(response.statusCode, response.body).toBe(201);
    const gig = response.json<GigDetail>();
    expect(gig).toMatchObject({ status: 'suggestion', contractId: areaContract });
    expect(await storedContracts(gig.id)).toEqual([areaContract, areaContract]);
  });

  it('moves its shifts not on a live invoice to a new contract; invoiced ones and new ones follow the rule', async () => {
    const gig = (
      await create(admin, { mode: 'publish', shifts: [shiftOn(1), shiftOn(2), shiftOn(3)] })
    ).json<GigDetail>();
    const [invoiced, credited, free] = gig.shifts;
    if (!invoiced || !credited || !free) {
      throw new Error('three shifts expected');
    }
    const line = (invoiceId: string, shiftId: string) => ({
      invoiceId,
      position: 1,
      shiftId,
      kind: 'base',
      description: 'Perustunnit',
      deliveryDay: '2026-12-01',
      quantityHundredths: 800,
      unitCents: 3800,
      netCents: 30400,
      vatCategory: 'standard' as const,
      vatRateBasisPoints: 2550,
    });
    const invoice = {
      accountId: world.accountA1.id,
      contractId: areaContract,
      periodFrom: '2026-12-01',
      periodTo: '2026-12-31',
    };
    const [sent] = await db()
      .insert(invoices)
      .values({ ...invoice, status: 'sent' })
      .returning();
    const [gone] = await db()
      .insert(invoices)
      .values({ ...invoice, status: 'credited' })
      .returning();
    await db()
      .insert(invoiceLines)
      .values([line(sent?.id ?? '', invoiced.id), line(gone?.id ?? '', credited.id)]);

    const saved = await test.request(admin, {
      method: 'PUT',
      url: `${base()}/${gig.id}`,
      payload: {
        title: gig.title,
        contractId: otherContract,
        shifts: [...gig.shifts.map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt })), shiftOn(4)],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<GigDetail>()).toMatchObject({ contractId: otherContract, contractName: 'Toinen' });
    const rows = await db().select().from(shifts).where(eq(shifts.gigId, gig.id));
    const contractOf = (id: string) => rows.find((row) => row.id === id)?.contractId;
    expect(contractOf(invoiced.id)).toBe(areaContract);
    expect(contractOf(credited.id)).toBe(otherContract);
    expect(contractOf(free.id)).toBe(otherContract);
    expect(rows.filter((row) => row.contractId === otherContract)).toHaveLength(3);

    // Back to none: the shifts take the area's contract again.
    const cleared = await test.request(admin, {
      method: 'PUT',
      url: `${base()}/${gig.id}`,
      payload: {
        title: gig.title,
        contractId: null,
        shifts: rows.map(({ id, startsAt, endsAt }) => ({
          id,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        })),
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(new Set(await storedContracts(gig.id))).toEqual(new Set([areaContract]));
  });

  it("changing the area's contract changes neither its gigs nor their shifts", async () => {
    const gig = (await create(admin, {})).json<GigDetail>();
    const saved = await test.request(admin, {
      method: 'PUT',
      url: `/api/accounts/${world.accountA1.id}/areas/${world.areaOfCustomer.id}`,
      payload: { name: 'Uusi nimi', contractId: otherContract },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reread = await test.request(admin, { method: 'GET', url: `${base()}/${gig.id}` });
    expect(reread.json<GigDetail>().contractId).toBe(areaContract);
    expect(await storedContracts(gig.id)).toEqual([areaContract, areaContract]);
  });
});
