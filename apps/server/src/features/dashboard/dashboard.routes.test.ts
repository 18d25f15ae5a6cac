import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildArea,
  buildGig,
  buildPool,
  buildShift,
  buildTenancy,
  buildWorker,
} from '../../testing/factories';
import { createTestApp, createTestClock, type TestApp } from '../../testing/test-app';

const hour = 3_600_000;
// 22.11.2026 12:00 in Helsinki (UTC+2).
const now = new Date('2026-11-22T10:00:00Z');

type Figures = {
  workers: { total: number; confirmed: number; applicants: number } | null;
  areas: number;
  pools: number | null;
  shifts: { open: number; upcoming: number; inProgress: number; awaitingConfirmation: number };
  gigs: { published: number; drafts: number };
  nextSevenDays: { date: string; booked: number; open: number }[];
  comingWeeks: { weekStart: string; shifts: number; filled: number }[];
};

describe('dashboard', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;

  beforeAll(async () => {
    test = await createTestApp({ clock: createTestClock(now) });
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    const db = test.database.connection.db;
    const accountId = world.accountA1.id;
    const worker = await buildWorker(db, { accountId });
    await buildWorker(db, { accountId, confirmed: false, status: 'applied' });
    await buildWorker(db, { accountId: world.accountA2.id });
    await buildPool(db, { accountId, isDefault: true });
    await buildArea(db, { accountId: world.accountA2.id });
    const areaId = world.otherArea.id;
    const customerAreaId = world.areaOfCustomer.id;
    await buildGig(db, { accountId, areaId, status: 'published', isPublished: true });
    await buildGig(db, { accountId, areaId: customerAreaId, status: 'draft' });
    const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * hour);
    // Open tomorrow, in the customer's area.
    await buildShift(db, { accountId, areaId: customerAreaId, startsAt: at(20), endsAt: at(28) });
    // Booked upcoming in two days.
    await buildShift(db, {
      accountId,
      areaId,
      startsAt: at(44),
      endsAt: at(52),
      status: 'booked',
      reserved: true,
      assignedTo: worker.id,
    });
    // In progress now.
    await buildShift(db, {
      accountId,
      areaId,
      startsAt: at(-2),
      endsAt: at(6),
      status: 'booked',
      reserved: true,
      assignedTo: worker.id,
    });
    // Ended yesterday, not yet confirmed.
    await buildShift(db, {
      accountId,
      areaId,
      startsAt: at(-30),
      endsAt: at(-22),
      status: 'booked',
      reserved: true,
      assignedTo: worker.id,
    });
    // Deleted and other-account shifts never count.
    await buildShift(db, { accountId, areaId, startsAt: at(20), endsAt: at(28), status: 'deleted' });
    await buildShift(db, {
      accountId: world.accountA2.id,
      areaId: (await buildArea(db, { accountId: world.accountA2.id })).id,
      startsAt: at(20),
      endsAt: at(28),
    });
  });

  async function figuresOf(role: keyof typeof world.users): Promise<Figures> {
    const token = await test.signIn(world.users[role].email);
    const response = await test.request(token, {
      method: 'GET',
      url: `/api/accounts/${world.accountA1.id}/dashboard`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Figures>();
  }

  it('counts the account’s workers, areas, pools, shifts and gigs', async () => {
    const figures = await figuresOf('admin');
    expect(figures.workers).toEqual({ total: 2, confirmed: 1, applicants: 1 });
    expect(figures.areas).toBe(2);
    expect(figures.pools).toBe(1);
    expect(figures.shifts).toEqual({ open: 1, upcoming: 1, inProgress: 1, awaitingConfirmation: 1 });
    expect(figures.gigs).toEqual({ published: 1, drafts: 1 });
  });

  it('lists the next seven Helsinki days with booked and open shifts', async () => {
    const figures = await figuresOf('agent');
    expect(figures.nextSevenDays.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    // The open shift starts 23.11. 08:00 Helsinki; the booked one 24.11. 08:00; the in-progress one today.
    expect(figures.nextSevenDays[0]).toEqual({ date: '2026-11-22', booked: 1, open: 0 });
    expect(figures.nextSevenDays[1]).toEqual({ date: '2026-11-23', booked: 0, open: 1 });
    expect(figures.nextSevenDays[2]).toEqual({ date: '2026-11-24', booked: 1, open: 0 });
  });

  it('shows a customer only its own areas and no worker figures', async () => {
    const figures = await figuresOf('customer');
    expect(figures.workers).toBeNull();
    // Customers may not open pools: the figure is not theirs to see.
    expect(figures.pools).toBeNull();
    expect(figures.areas).toBe(1);
    expect(figures.shifts).toEqual({ open: 1, upcoming: 0, inProgress: 0, awaitingConfirmation: 0 });
    expect(figures.gigs).toEqual({ published: 0, drafts: 1 });
  });

  it('gives the fill rate of six Helsinki weeks from this one, counting from today', async () => {
    const figures = await figuresOf('agent');
    // 22.11.2026 is a Sunday: its week began on Monday 16.11.
    expect(figures.comingWeeks.map((week) => week.weekStart)).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
    ]);
    // Today's in-progress shift is filled; yesterday's ended one is before today and does not count.
    expect(figures.comingWeeks[0]).toEqual({ weekStart: '2026-11-16', shifts: 1, filled: 1 });
    // The open shift of 23.11. and the booked one of 24.11.; the deleted one never counts.
    expect(figures.comingWeeks[1]).toEqual({ weekStart: '2026-11-23', shifts: 2, filled: 1 });
    expect(figures.comingWeeks[2]).toEqual({ weekStart: '2026-11-30', shifts: 0, filled: 0 });
  });
});
