import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildArea, buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;

// The test clock stands at 2026-11-22 10:00 UTC (12:00 in Helsinki).
const yesterday = { startsAt: new Date('2026-11-21T06:00:00Z'), endsAt: new Date('2026-11-21T14:00:00Z') };
const tomorrow = { startsAt: new Date('2026-11-23T06:00:00Z'), endsAt: new Date('2026-11-23T14:00:00Z') };

describe('action center tab counts', () => {
  let test: TestApp;
  let world: World;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildTenancy(test.database.connection.db);
  });

  const countsOf = async (role: 'agent' | 'customer') => {
    const token = await test.signIn(world.users[role].email);
    const response = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/action-center/counts`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("counts each tab's shifts as its list totals them; a customer its areas and its tabs only", async () => {
    const db = test.database.connection.db;
    const accountId = world.accountA1.id;
    const workerId = (await buildWorker(db, { accountId })).id;
    const inArea = (areaId: string, overrides: Partial<Parameters<typeof buildShift>[1]>) =>
      buildShift(db, { accountId, areaId, ...tomorrow, ...overrides });
    const ended = { ...yesterday, status: 'booked' as const, assignedTo: workerId, reserved: true };
    const confirmed = {
      ...ended,
      status: 'confirmed' as const,
      actualStartsAt: yesterday.startsAt,
      actualEndsAt: yesterday.endsAt,
      breakMinutes: 30,
      confirmedAt: yesterday.endsAt,
    };
    // Bookings: open future shifts workers asked for (one in the customer's area, one elsewhere).
    await inArea(world.areaOfCustomer.id, { reservations: [workerId] });
    await inArea(world.otherArea.id, { reservations: [workerId] });
    await inArea(world.otherArea.id, {}); // nobody asked: not in a tab
    // Completions: ended booked shifts.
    await inArea(world.areaOfCustomer.id, ended);
    await inArea(world.areaOfCustomer.id, ended);
    await inArea(world.otherArea.id, ended);
    // Quick pay and inspection: confirmed shifts with and without a quick boost.
    await inArea(world.otherArea.id, { ...confirmed, boosted: true, boostType: 'quick', boostValue: 15 });
    await inArea(world.areaOfCustomer.id, confirmed);
    // Another account's shift never counts.
    await buildShift(db, {
      accountId: world.accountA2.id,
      areaId: (await buildArea(db, { accountId: world.accountA2.id })).id,
      ...tomorrow,
      reservations: [workerId],
    });

    expect(await countsOf('agent')).toEqual({ bookings: 2, completions: 3, 'quick-pay': 1, inspection: 1 });
    // The customer's area only, and no count for the staffing company's tabs.
    expect(await countsOf('customer')).toEqual({
      bookings: 1,
      completions: 2,
      'quick-pay': null,
      inspection: null,
    });
  });
});
