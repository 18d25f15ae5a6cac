import type { InvoiceDetail } from '@portal/domain/billing';
import type { RateEntry } from '@portal/domain/customer-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerContracts } from '../../db/schema/billing.schema';
import { buildArea, buildShift } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildContract, buildInvoiceWorld } from './invoices-test-world';

type World = Awaited<ReturnType<typeof buildInvoiceWorld>>;

const prices: RateEntry[] = [
  { careRole: null, kind: 'base', cents: 3800 },
  { careRole: null, kind: 'evening', cents: 4200 },
];

// Decision 0038: a campaign's price raise goes on the invoice as a line of its own, kind 'campaign', for a
// shift in the campaign's area and period, where the contract lets campaigns raise the price.
describe('invoice drafts with campaigns', () => {
  let test: TestApp;
  let world: World;
  let adminToken: string;
  let contractId: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildInvoiceWorld(test.database.connection.db);
    adminToken = await test.signIn(world.users.admin.email);
    contractId = await buildContract(test.database.connection.db, world.accountId, [
      { validFrom: '2026-10-01', prices },
    ]);
  });

  const allowRaise = (allowed: boolean) =>
    test.database.connection.db
      .update(customerContracts)
      .set({ campaignsRaisePrice: allowed })
      .where(eq(customerContracts.id, contractId));
  const createCampaign = async (payload: object) => {
    const response = await test.request(adminToken, {
      method: 'POST',
      url: `/api/accounts/${world.accountId}/campaigns`,
      payload: {
        name: 'Syysbonus',
        announcement: null,
        type: 'hourly-bonus',
        payValue: 100,
        priceValue: 200,
        startDate: '2026-10-10',
        endDate: '2026-10-20',
        applyForPastShifts: true,
        areaIds: [world.area.id],
        ...payload,
      },
    });
    expect(response.statusCode).toBe(201);
  };
  const draftLines = async () => {
    const response = await test.request(adminToken, {
      method: 'POST',
      url: `/api/accounts/${world.accountId}/invoices`,
      payload: { contractId, periodFrom: '2026-10-01', periodTo: '2026-10-31' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<InvoiceDetail>().lines;
  };
  const addShifts = async () => {
    await world.addShift(contractId, '2026-10-13T07:00:00+03:00', '2026-10-13T15:00:00+03:00', {
      breakMinutes: 30,
    });
    await world.addShift(contractId, '2026-10-22T07:00:00+03:00', '2026-10-22T15:00:00+03:00');
    const otherArea = await buildArea(test.database.connection.db, { accountId: world.accountId });
    await buildShift(test.database.connection.db, {
      accountId: world.accountId,
      areaId: otherArea.id,
      contractId,
      status: 'verified',
      assignedTo: world.worker.id,
      startsAt: new Date('2026-10-14T07:00:00+03:00'),
      endsAt: new Date('2026-10-14T15:00:00+03:00'),
    });
  };

  it('adds an hourly campaign line for the shift in the area and period only', async () => {
    await allowRaise(true);
    await createCampaign({});
    await addShifts();
    const lines = await draftLines();
    const campaignLines = lines.filter((line) => line.kind === 'campaign');
    expect(campaignLines).toEqual([
      expect.objectContaining({
        description: 'Syysbonus',
        deliveryDay: '2026-10-13',
        quantityHundredths: 750,
        unitCents: 200,
        netCents: 1500,
      }),
    ]);
    const index = lines.findIndex((line) => line.kind === 'campaign');
    expect(lines[index - 1]).toMatchObject({ deliveryDay: '2026-10-13', kind: 'base' });
  });

  it('prices a per-shift bonus as one and leaves out a pay-only campaign', async () => {
    await allowRaise(true);
    await createCampaign({ type: 'shift-bonus', priceValue: 2500 });
    await createCampaign({
      name: 'Vain palkka',
      priceValue: null,
      areaIds: [world.area.id],
      startDate: '2026-10-21',
      endDate: '2026-10-31',
    });
    await addShifts();
    const campaignLines = (await draftLines()).filter((line) => line.kind === 'campaign');
    expect(campaignLines).toEqual([
      expect.objectContaining({
        description: 'Syysbonus',
        quantityHundredths: 100,
        unitCents: 2500,
        netCents: 2500,
      }),
    ]);
  });

  it('adds no campaign line when the contract does not let campaigns raise the price', async () => {
    await allowRaise(false);
    await createCampaign({});
    await addShifts();
    expect((await draftLines()).some((line) => line.kind === 'campaign')).toBe(false);
  });
});
