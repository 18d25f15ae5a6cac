import type { PlanningAreaDetail, PlanningPage } from '@portal/domain/shift-planning';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildArea, buildGig, buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;

// The test clock stands at Sunday 22.11.2026 12:00 in Helsinki (10:00 UTC), the last day of ISO week 47.
const at = (iso: string) => new Date(iso);
const eightHours = 8 * 3_600_000;

describe('shift planning routes', () => {
  let test: TestApp;
  let world: Tenancy;
  let areaIds: { alppila: string; kallio: string; malmi: string; closed: string };
  let shiftIds: { sundayNight: string; mondayNight: string; draft: string; booked: string };

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
    const alppila = await buildArea(db(), { accountId, name: 'Alppilan palvelukoti' });
    const kallio = await buildArea(db(), { accountId, name: 'Kallion kotihoito' });
    const malmi = await buildArea(db(), { accountId, name: 'Malmin hoivakoti' });
    const closed = await buildArea(db(), {
      accountId,
      name: 'Suljettu koti',
      status: 'deleted',
      deletedAt: at('2026-11-01T00:00:00Z'),
    });
    areaIds = { alppila: alppila.id, kallio: kallio.id, malmi: malmi.id, closed: closed.id };
    const worker = await buildWorker(db(), { accountId, firstName: 'Aino', lastName: 'Aalto' });
    const requester = await buildWorker(db(), { accountId });
    const shift = (startsAt: string, overrides: Partial<Parameters<typeof buildShift>[1]>) =>
      buildShift(db(), {
        accountId,
        areaId: alppila.id,
        startsAt: at(startsAt),
        endsAt: new Date(at(startsAt).getTime() + eightHours),
        ...overrides,
      });

    // Past (this morning): never counted.
    await shift('2026-11-22T04:00:00Z', { status: 'open' });
    // Sunday 22.11. 23:00 in Helsinki: still week 47.
    const sundayNight = await shift('2026-11-22T21:00:00Z', {
      status: 'booked',
      assignedTo: worker.id,
      reserved: true,
      isDraft: false,
    });
    // Monday 23.11. 00:30 in Helsinki, though Sunday in UTC: week 48.
    const mondayNight = await shift('2026-11-22T22:30:00Z', {
      status: 'open',
      title: 'Yövuoro',
      roleType: 'sairaanhoitaja',
      reservations: [requester.id],
    });
    const draft = await shift('2026-11-24T05:00:00Z', { status: 'draft', isDraft: true });
    const booked = await shift('2026-11-26T05:00:00Z', {
      status: 'booked',
      assignedTo: worker.id,
      reserved: true,
    });
    await shift('2026-11-25T05:00:00Z', { status: 'deleted', deletedAt: at('2026-11-20T00:00:00Z') });
    await shift('2026-11-25T06:00:00Z', { status: 'expired' });
    const deletedGig = await buildGig(db(), { accountId, areaId: alppila.id, status: 'deleted' });
    await shift('2026-11-25T07:00:00Z', { status: 'open', gigId: deletedGig.id });
    // Week 51: outside the default four weeks.
    await shift('2026-12-15T05:00:00Z', { status: 'open' });
    // Malmi: one open shift in week 49.
    await buildShift(db(), {
      accountId,
      areaId: malmi.id,
      status: 'open',
      startsAt: at('2026-12-01T05:00:00Z'),
      endsAt: at('2026-12-01T13:00:00Z'),
    });
    shiftIds = {
      sundayNight: sundayNight.id,
      mondayNight: mondayNight.id,
      draft: draft.id,
      booked: booked.id,
    };
  });

  const baseUrl = () => `/api/accounts/${world.accountA1.id}/shift-planning`;
  const get = async (role: keyof Tenancy['users'], url: string) =>
    test.request(await test.signIn(world.users[role].email), { method: 'GET', url });
  const list = async (query = '') => {
    const response = await get('agent', `${baseUrl()}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlanningPage>();
  };
  const rowOf = (page: PlanningPage, areaId: string) => page.items.find((item) => item.areaId === areaId);

  it('counts live upcoming shifts per area and Helsinki ISO week, with fill rates', async () => {
    const page = await list('?search=o&perPage=50');
    expect(page.from).toBe('2026-11-22T10:00:00.000Z');
    expect(page.to).toBe('2026-12-13T22:00:00.000Z');
    expect(page.weeks.map((week) => week.key)).toEqual(['2026-W47', '2026-W48', '2026-W49', '2026-W50']);
    expect(page.weeks[1]).toEqual({
      key: '2026-W48',
      number: 48,
      startDay: '2026-11-23',
      endDay: '2026-11-29',
    });

    const alppila = rowOf(page, areaIds.alppila);
    expect(alppila?.weeks).toEqual([
      { weekKey: '2026-W47', total: 1, booked: 1, open: 0, draft: 0, fillRate: 1 },
      { weekKey: '2026-W48', total: 3, booked: 1, open: 1, draft: 1, fillRate: 1 / 3 },
      { weekKey: '2026-W49', total: 0, booked: 0, open: 0, draft: 0, fillRate: null },
      { weekKey: '2026-W50', total: 0, booked: 0, open: 0, draft: 0, fillRate: null },
    ]);
    expect(alppila?.totals).toEqual({ total: 4, booked: 2, open: 1, draft: 1, fillRate: 0.5 });
    expect(rowOf(page, areaIds.kallio)?.totals).toEqual({
      total: 0,
      booked: 0,
      open: 0,
      draft: 0,
      fillRate: null,
    });
    expect(page.items.some((item) => item.areaName === 'Suljettu koti')).toBe(false);
  });

  it('looks further ahead when asked for more weeks', async () => {
    const alppila = rowOf(await list('?weeks=5&perPage=50'), areaIds.alppila);
    expect(alppila?.weeks.map((week) => week.total)).toEqual([1, 3, 0, 0, 1]);
  });

  it('sorts by name or worst-filled first (areas without shifts last), and pages', async () => {
    const byName = await list('?perPage=50');
    expect(byName.total).toBe(5);
    expect(byName.items.slice(0, 3).map((item) => item.areaName)).toEqual([
      'Alppilan palvelukoti',
      'Kallion kotihoito',
      'Malmin hoivakoti',
    ]);
    const byFillRate = await list('?sort=fill_rate&perPage=3');
    expect(byFillRate.items.map((item) => item.areaName)).toEqual([
      'Malmin hoivakoti',
      'Alppilan palvelukoti',
      'Kallion kotihoito',
    ]);
    const secondPage = await list('?perPage=2&page=2');
    expect(secondPage.items.map((item) => item.areaName)).toEqual([
      'Malmin hoivakoti',
      world.areaOfCustomer.name < world.otherArea.name ? world.areaOfCustomer.name : world.otherArea.name,
    ]);
  });

  it("shows one area's weeks with their shifts, marking the open ones that need a worker", async () => {
    const response = await get('admin', `${baseUrl()}/areas/${areaIds.alppila}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PlanningAreaDetail>();
    expect(detail).toMatchObject({ areaName: 'Alppilan palvelukoti', totals: { total: 4, fillRate: 0.5 } });
    expect(detail.weeks.map((week) => week.shifts.map((shift) => shift.id))).toEqual([
      [shiftIds.sundayNight],
      [shiftIds.mondayNight, shiftIds.draft, shiftIds.booked],
      [],
      [],
    ]);
    expect(detail.weeks[1]?.shifts[0]).toEqual({
      id: shiftIds.mondayNight,
      gigId: null,
      title: 'Yövuoro',
      startsAt: '2026-11-22T22:30:00.000Z',
      endsAt: '2026-11-23T06:30:00.000Z',
      status: 'open',
      roleType: 'sairaanhoitaja',
      workerName: null,
      reservationCount: 1,
      needsWorker: true,
    });
    expect(
      detail.weeks[1]?.shifts.map((shift) => [shift.status, shift.needsWorker, shift.workerName]),
    ).toEqual([
      ['open', true, null],
      ['draft', false, null],
      ['booked', false, 'Aino Aalto'],
    ]);
  });

  it('does not find a deleted area or one of another account', async () => {
    const otherAccountArea = await buildArea(db(), { accountId: world.accountA2.id });
    expect((await get('admin', `${baseUrl()}/areas/${otherAccountArea.id}`)).statusCode).toBe(404);
    expect((await get('admin', `${baseUrl()}/areas/${areaIds.closed}`)).statusCode).toBe(404);
    expect((await list('?search=Suljettu')).items).toEqual([]);
  });

  it('is for staff: customers are refused', async () => {
    expect((await get('customer', baseUrl())).statusCode).toBe(403);
    expect((await get('customer', `${baseUrl()}/areas/${world.areaOfCustomer.id}`)).statusCode).toBe(403);
    expect((await get('admin', baseUrl())).statusCode).toBe(200);
  });
});
