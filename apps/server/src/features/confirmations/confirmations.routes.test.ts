import type { ConfirmationDetail, ConfirmationPage } from '@portal/domain/confirmations';
import { historyEntry } from '@portal/domain/shifts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/tenancy.schema';
import { buildArea, buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

describe('confirmations routes', () => {
  let test: TestApp;
  let world: Tenancy;
  let shiftIds: Record<'confirmed' | 'inspected' | 'verified' | 'booked' | 'otherAccount', string>;
  let workerIds: { aalto: string; back: string };

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  const db = () => test.database.connection.db;

  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(db());
    const accountId = world.accountA1.id;
    const aalto = await buildWorker(db(), { accountId, firstName: 'Aino', lastName: 'Aalto' });
    const back = await buildWorker(db(), { accountId, firstName: 'Bea', lastName: 'Bäck' });
    workerIds = { aalto: aalto.id, back: back.id };
    const agent = { id: world.users.agent.id, name: 'Testi agent' };
    const confirmed = await buildShift(db(), {
      accountId,
      areaId: world.areaOfCustomer.id,
      title: 'Aamuvuoro',
      assignedTo: aalto.id,
      reserved: true,
      status: 'confirmed',
      // 10.11.2026 00:30 in Helsinki is still 9.11. in UTC.
      startsAt: new Date('2026-11-09T22:30:00Z'),
      endsAt: new Date('2026-11-10T07:30:00Z'),
      actualStartsAt: new Date('2026-11-09T22:30:00Z'),
      actualEndsAt: new Date('2026-11-10T08:00:00Z'),
      breakMinutes: 30,
      kilometrikorvaus: 12.5,
      workDayType: 'work_day',
      confirmedAt: new Date('2026-11-10T09:00:00Z'),
      confirmedBy: world.users.agent.id,
      updates: [
        historyEntry('assigned', new Date('2026-11-01T10:00:00Z'), agent, { kind: 'person', name: aalto.id }),
        historyEntry('confirmed', new Date('2026-11-10T09:00:00Z'), agent),
      ],
    });
    const inspected = await buildShift(db(), {
      accountId,
      areaId: world.otherArea.id,
      title: 'Iltavuoro',
      assignedTo: back.id,
      reserved: true,
      status: 'confirmed',
      startsAt: new Date('2026-11-12T12:00:00Z'),
      endsAt: new Date('2026-11-12T20:00:00Z'),
      confirmedAt: new Date('2026-11-12T21:00:00Z'),
      inspectionSentAt: new Date('2026-11-13T08:00:00Z'),
    });
    const verified = await buildShift(db(), {
      accountId,
      areaId: world.areaOfCustomer.id,
      title: 'Yövuoro',
      assignedTo: back.id,
      reserved: true,
      status: 'verified',
      startsAt: new Date('2026-11-15T19:00:00Z'),
      endsAt: new Date('2026-11-16T05:00:00Z'),
      actualStartsAt: new Date('2026-11-15T19:00:00Z'),
      actualEndsAt: new Date('2026-11-16T05:00:00Z'),
      breakMinutes: 0,
      confirmedAt: new Date('2026-11-16T06:00:00Z'),
      verifiedAt: new Date('2026-11-16T10:00:00Z'),
      verifiedBy: world.users.customer.id,
    });
    const booked = await buildShift(db(), {
      accountId,
      areaId: world.areaOfCustomer.id,
      assignedTo: aalto.id,
      reserved: true,
      status: 'booked',
      startsAt: new Date('2026-11-18T05:00:00Z'),
      endsAt: new Date('2026-11-18T13:00:00Z'),
    });
    for (const status of ['open', 'expired', 'deleted', 'draft'] as const) {
      await buildShift(db(), {
        accountId,
        areaId: world.areaOfCustomer.id,
        status,
        startsAt: new Date('2026-11-11T05:00:00Z'),
        endsAt: new Date('2026-11-11T13:00:00Z'),
      });
    }
    const outsider = await buildWorker(db(), { accountId: world.accountA2.id });
    const areaOfA2 = await buildArea(db(), { accountId: world.accountA2.id });
    const otherAccount = await buildShift(db(), {
      accountId: world.accountA2.id,
      areaId: areaOfA2.id,
      assignedTo: outsider.id,
      status: 'confirmed',
      startsAt: new Date('2026-11-11T05:00:00Z'),
      endsAt: new Date('2026-11-11T13:00:00Z'),
    });
    shiftIds = {
      confirmed: confirmed.id,
      inspected: inspected.id,
      verified: verified.id,
      booked: booked.id,
      otherAccount: otherAccount.id,
    };
  });

  const listUrl = (query = '') => `/api/accounts/${world.accountA1.id}/confirmations${query}`;
  const list = async (role: keyof Tenancy['users'], query = '') => {
    const response = await test.request(await test.signIn(world.users[role].email), {
      method: 'GET',
      url: listUrl(query),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConfirmationPage>();
  };
  const titles = (page: ConfirmationPage) => page.items.map((item) => item.title);

  it('lists confirmed and verified shifts only, newest first, with planned and actual times and paid hours', async () => {
    const page = await list('admin');
    expect(page.total).toBe(3);
    expect(titles(page)).toEqual(['Yövuoro', 'Iltavuoro', 'Aamuvuoro']);
    expect(page.items[2]).toEqual({
      id: shiftIds.confirmed,
      title: 'Aamuvuoro',
      areaId: world.areaOfCustomer.id,
      areaName: world.areaOfCustomer.name,
      workerId: workerIds.aalto,
      workerName: 'Aino Aalto',
      plannedStartsAt: '2026-11-09T22:30:00.000Z',
      plannedEndsAt: '2026-11-10T07:30:00.000Z',
      actualStartsAt: '2026-11-09T22:30:00.000Z',
      actualEndsAt: '2026-11-10T08:00:00.000Z',
      breakMinutes: 30,
      kilometres: 12.5,
      workDayType: 'work_day',
      // 9.5 h worked minus the 30-minute break entered at completion.
      paidHours: 9,
      status: 'confirmed',
      state: 'confirmed',
      confirmedAt: '2026-11-10T09:00:00.000Z',
      inspectionSentAt: null,
      verifiedAt: null,
      canVerify: true,
    });
    expect(page.items[0]).toMatchObject({ state: 'verified', paidHours: 10, canVerify: false });
    expect(page.items[1]).toMatchObject({ state: 'awaiting_inspection', canVerify: true });
  });

  it('falls back to the planned times and the account break rule when no actual times were entered', async () => {
    await db().update(accounts).set({ unpaidTime: 45 }).where(eq(accounts.id, world.accountA1.id));
    const page = await list('agent', '?state=awaiting_inspection');
    expect(page.items.map((item) => [item.title, item.paidHours])).toEqual([['Iltavuoro', 7.25]]);
  });

  it('shows a customer only the confirmations of its own areas', async () => {
    const page = await list('customer');
    expect(titles(page)).toEqual(['Yövuoro', 'Aamuvuoro']);
    expect(page.items.map((item) => item.canVerify)).toEqual([false, true]);

    const token = await test.signIn(world.users.customer.email);
    const options = await test.request(token, { method: 'GET', url: listUrl('/options') });
    expect(options.json()).toEqual({
      areas: [{ id: world.areaOfCustomer.id, name: world.areaOfCustomer.name }],
      workers: [
        { id: workerIds.aalto, fullName: 'Aino Aalto' },
        { id: workerIds.back, fullName: 'Bea Bäck' },
      ],
    });
    const filteredToOtherArea = await list('customer', `?areaId=${world.otherArea.id}`);
    expect(filteredToOtherArea).toEqual({ items: [], total: 0 });
  });

  it('filters by worker, area, state and Helsinki days', async () => {
    expect(titles(await list('agent', `?workerId=${workerIds.back}`))).toEqual(['Yövuoro', 'Iltavuoro']);
    expect(titles(await list('agent', `?areaId=${world.otherArea.id}`))).toEqual(['Iltavuoro']);
    expect(titles(await list('agent', '?state=verified'))).toEqual(['Yövuoro']);
    expect(titles(await list('agent', '?state=confirmed'))).toEqual(['Aamuvuoro']);
    // The shift starting 00:30 on 10.11. in Helsinki belongs to that day, not to 9.11.
    expect(titles(await list('agent', '?from=2026-11-10&to=2026-11-10'))).toEqual(['Aamuvuoro']);
    expect(titles(await list('agent', '?to=2026-11-09'))).toEqual([]);
    expect(titles(await list('agent', '?from=2026-11-12&to=2026-11-15'))).toEqual(['Yövuoro', 'Iltavuoro']);
  });

  it('sorts and pages', async () => {
    expect(titles(await list('admin', '?sort=start_asc'))).toEqual(['Aamuvuoro', 'Iltavuoro', 'Yövuoro']);
    expect(titles(await list('admin', '?sort=worker'))).toEqual(['Aamuvuoro', 'Yövuoro', 'Iltavuoro']);
    const second = await list('admin', '?perPage=1&page=2');
    expect(second).toMatchObject({ total: 3 });
    expect(titles(second)).toEqual(['Iltavuoro']);
  });

  it('refuses a day range that ends before it starts', async () => {
    const token = await test.signIn(world.users.admin.email);
    const response = await test.request(token, {
      method: 'GET',
      url: listUrl('?from=2026-11-10&to=2026-11-01'),
    });
    expect(response.statusCode).toBe(400);
  });

  describe('one confirmation', () => {
    const getOne = async (role: keyof Tenancy['users'], shiftId: string) =>
      test.request(await test.signIn(world.users[role].email), {
        method: 'GET',
        url: listUrl(`/${shiftId}`),
      });

    it('shows the shift with its gig, who confirmed and verified it, and its whole history', async () => {
      const response = await getOne('agent', shiftIds.confirmed);
      expect(response.statusCode).toBe(200);
      const detail = response.json<ConfirmationDetail>();
      expect(detail).toMatchObject({
        id: shiftIds.confirmed,
        confirmedByName: 'Testi agent',
        verifiedByName: null,
        canVerify: true,
      });
      expect(detail.updates.map((entry) => entry.state)).toEqual(['assigned', 'confirmed']);

      const verified = (await getOne('customer', shiftIds.verified)).json<ConfirmationDetail>();
      expect(verified).toMatchObject({
        state: 'verified',
        verifiedByName: 'Testi customer',
        canVerify: false,
      });
    });

    it('is not found outside a customer’s areas, for shifts not yet confirmed and in other accounts', async () => {
      expect((await getOne('customer', shiftIds.inspected)).statusCode).toBe(404);
      expect((await getOne('admin', shiftIds.booked)).statusCode).toBe(404);
      expect((await getOne('admin', shiftIds.otherAccount)).statusCode).toBe(404);
    });
  });
});
