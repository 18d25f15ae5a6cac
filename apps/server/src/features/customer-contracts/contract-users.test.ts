import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { customerContracts } from '../../db/schema/billing.schema';
import { invoices } from '../../db/schema/invoices.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { buildCustomerContract } from '../../testing/contract-factory';
import { buildArea, buildGig, buildShift, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

// Issue 13: deleting a contract is refused (409 CONTRACT_IN_USE) while a live area, gig, shift or invoice
// refers to it; deleted ones do not hold it.
describe('the users that keep a customer contract from being deleted', () => {
  let test: TestApp;
  let world: World;
  let admin: string;
  let contractId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    contractId = (await buildCustomerContract(db(), { accountId: world.accountA1.id })).id;
    admin = await test.signIn(world.users.admin.email);
  });

  const db = () => test.database.connection.db;
  const remove = () =>
    test.request(admin, {
      method: 'DELETE',
      url: `/api/accounts/${world.accountA1.id}/customer-contracts/${contractId}`,
    });
  const isLive = async () => {
    const [row] = await db().select().from(customerContracts).where(eq(customerContracts.id, contractId));
    return row?.deletedAt === null;
  };
  const accountId = () => world.accountA1.id;

  async function expectInUse(uses: Record<string, number>) {
    const response = await remove();
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONTRACT_IN_USE', details: { uses } });
    expect(await isLive()).toBe(true);
  }

  it('is refused while an area picks it, and goes once the area is deleted', async () => {
    const area = await buildArea(db(), { accountId: accountId(), contractId });
    await expectInUse({ areas: 1 });
    await db().update(areas).set({ status: 'deleted', deletedAt: new Date() }).where(eq(areas.id, area.id));
    expect((await remove()).statusCode).toBe(200);
    expect(await isLive()).toBe(false);
  });

  it('is refused while a gig picks it, and goes once the gig is deleted', async () => {
    const gig = await buildGig(db(), { accountId: accountId(), areaId: world.otherArea.id, contractId });
    await expectInUse({ gigs: 1 });
    await db().update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, gig.id));
    expect((await remove()).statusCode).toBe(200);
  });

  it('is refused while a shift stores it, and goes once the shift is deleted', async () => {
    const startsAt = new Date('2026-12-01T05:00:00Z');
    const shift = await buildShift(db(), {
      accountId: accountId(),
      areaId: world.otherArea.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
      contractId,
    });
    await expectInUse({ shifts: 1 });
    await db().update(shifts).set({ status: 'deleted' }).where(eq(shifts.id, shift.id));
    expect((await remove()).statusCode).toBe(200);
  });

  it('is refused while an invoice or a credit note refers to it, and goes once the draft is deleted', async () => {
    const [draft] = await db()
      .insert(invoices)
      .values({ accountId: accountId(), contractId, periodFrom: '2026-11-01', periodTo: '2026-11-30' })
      .returning();
    await expectInUse({ invoices: 1 });
    await db()
      .update(invoices)
      .set({ status: 'deleted', deletedAt: new Date() })
      .where(eq(invoices.id, draft?.id ?? ''));
    expect((await remove()).statusCode).toBe(200);
  });

  it('counts every user at once, and only the uses of this contract', async () => {
    const other = await buildCustomerContract(db(), { accountId: accountId(), name: 'Toinen' });
    await buildArea(db(), { accountId: accountId(), contractId });
    await buildArea(db(), { accountId: accountId(), contractId: other.id });
    await buildGig(db(), { accountId: accountId(), areaId: world.otherArea.id, contractId });
    await expectInUse({ areas: 1, gigs: 1 });
  });
});
