import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { createTestClock } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createShiftExpiryService } from './shift-expiry.service';
import { buildShiftsWorld, morning, type ShiftsWorld } from './shifts-test-world';

describe('shift expiry job', () => {
  let database: TestDatabase;
  let world: ShiftsWorld;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    clock.set(new Date('2026-11-22T10:00:00Z'));
    world = await buildShiftsWorld(database.connection.db);
  });

  const db = () => database.connection.db;
  const expiry = () => createShiftExpiryService({ db: db(), clock });
  const statusOf = async (id: string) => {
    const [row] = await db().select().from(shifts).where(eq(shifts.id, id));
    return row;
  };

  it('expires open and draft shifts once their end has passed, nothing else', async () => {
    const open = await world.addShift();
    const draft = await world.addShift({ status: 'draft', isDraft: true });
    const booked = await world.addShift({ status: 'booked', assignedTo: world.worker.id, reserved: true });
    const later = await world.addShift({
      startsAt: new Date('2026-11-24T05:00:00Z'),
      endsAt: new Date('2026-11-24T13:00:00Z'),
    });

    expect(await expiry().expireEndedShifts()).toBe(0);
    // One minute before the end of the morning shift: nothing yet.
    clock.set(new Date(morning.endsAt.getTime() - 60_000));
    expect(await expiry().expireEndedShifts()).toBe(0);

    clock.set(morning.endsAt);
    expect(await expiry().expireEndedShifts()).toBe(2);
    expect((await statusOf(open.id))?.status).toBe('expired');
    expect((await statusOf(draft.id))?.status).toBe('expired');
    expect((await statusOf(booked.id))?.status).toBe('booked');
    expect((await statusOf(later.id))?.status).toBe('open');
    // A second run finds nothing to do.
    expect(await expiry().expireEndedShifts()).toBe(0);
  });

  it('records an expired entry by the system, an audit row, and recomputes the gig', async () => {
    const shift = await world.addShift();
    await db().update(gigs).set({ availableShifts: 1, totalShifts: 1 }).where(eq(gigs.id, world.gig.id));
    clock.set(new Date('2026-11-23T14:00:00Z'));
    await expiry().expireEndedShifts();
    const row = await statusOf(shift.id);
    expect(row?.updates.at(-1)).toEqual({
      state: 'expired',
      date: '2026-11-23T14:00:00.000Z',
      processer: null,
      processerName: null,
      content: '',
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectId, shift.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'shift.expired', actorId: null })]);
    const [gig] = await db().select().from(gigs).where(eq(gigs.id, world.gig.id));
    expect(gig?.availableShifts).toBe(0);
  });

  it('clears a quick boost and keeps a bonus (spec: expired + quick clears the boost)', async () => {
    const quick = await world.addShift({ boosted: true, boostType: 'quick', boostValue: 15 });
    const bonus = await world.addShift({ boosted: true, boostType: 'bonus', boostValue: 20 });
    clock.set(new Date('2026-11-23T14:00:00Z'));
    await expiry().expireEndedShifts();
    expect(await statusOf(quick.id)).toMatchObject({ boosted: false, boostType: null, boostValue: null });
    expect(await statusOf(bonus.id)).toMatchObject({ boosted: true, boostType: 'bonus', boostValue: 20 });
  });

  it('works off a backlog larger than one batch', async () => {
    const rows = Array.from({ length: 450 }, (_, index) => ({
      accountId: world.accountA1.id,
      areaId: world.areaOfCustomer.id,
      title: `Vanha ${index}`,
      status: 'open' as const,
      isDraft: false,
      startsAt: new Date(Date.UTC(2026, 9, 1, 0, index)),
      endsAt: new Date(Date.UTC(2026, 9, 1, 8, index)),
    }));
    await db().insert(shifts).values(rows);
    expect(await expiry().expireEndedShifts()).toBe(450);
  });
});
