import { verify } from '@node-rs/argon2';
import { germanCareRoles } from '@portal/domain/care-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { areas } from '../schema/areas.schema';
import { poolMembers, pools } from '../schema/pools.schema';
import { shifts } from '../schema/shifts.schema';
import { accounts, organizations } from '../schema/tenancy.schema';
import { users } from '../schema/users.schema';
import { seedDemoData } from './demo-seed';
import { demoPassword, germanDemoUsers } from './demo-users';
import { germanIds } from './german-account';
import { seedIds } from './ids';

const now = new Date('2026-03-25T09:15:00Z');

// The demo data every screen needs beyond demo-seed.test.ts: the German account and the quick-pay tab.
describe('seedDemoData: a German account and quick-pay shifts', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    await seedDemoData(connection.db, { now, cipher });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const germanWorkers = () =>
    connection.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, germanIds.account), eq(users.role, 'worker')));

  it('creates a German account in its own organization, with one Berlin area and a default pool', async () => {
    const [account] = await connection.db.select().from(accounts).where(eq(accounts.id, germanIds.account));
    const [organization] = await connection.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, germanIds.organization));
    expect(account).toMatchObject({ country: 'DE', organizationId: organization?.id });
    const areaRows = await connection.db.select().from(areas).where(eq(areas.accountId, germanIds.account));
    expect(areaRows).toHaveLength(1);
    expect(areaRows[0]).toMatchObject({ city: 'Berlin', postcode: '10439', poolId: germanIds.pool });
    const poolRows = await connection.db.select().from(pools).where(eq(pools.accountId, germanIds.account));
    expect(poolRows).toEqual([expect.objectContaining({ id: germanIds.pool, isDefault: true })]);
  });

  it('signs in a German-speaking admin of the German account with the demo password', async () => {
    const [admin] = await connection.db
      .select()
      .from(users)
      .where(eq(users.email, germanDemoUsers[0]?.email ?? ''));
    expect(admin).toMatchObject({
      role: 'admin',
      locale: 'de',
      accountId: germanIds.account,
      organizationId: germanIds.organization,
      status: 'accepted',
      confirmed: true,
    });
    expect(await verify(admin?.passwordHash ?? '', demoPassword)).toBe(true);
  });

  it('has German-speaking workers of every German role, all in the default pool', async () => {
    const workers = await germanWorkers();
    expect(workers.every((worker) => worker.locale === 'de')).toBe(true);
    expect([...new Set(workers.map((worker) => worker.profession))].sort()).toEqual(
      [...germanCareRoles].sort(),
    );
    const members = await connection.db
      .select()
      .from(poolMembers)
      .where(eq(poolMembers.poolId, germanIds.pool));
    expect(members.map((member) => member.userId).sort()).toEqual(workers.map((worker) => worker.id).sort());
  });

  it('gives the German account open, booked, confirmed and verified shifts of German roles', async () => {
    const workers = new Map((await germanWorkers()).map((worker) => [worker.id, worker]));
    const rows = await connection.db.select().from(shifts).where(eq(shifts.accountId, germanIds.account));
    expect(new Set(rows.map((shift) => shift.status))).toEqual(
      new Set(['open', 'booked', 'confirmed', 'verified']),
    );
    for (const shift of rows) {
      expect(germanCareRoles).toContain(shift.roleType);
      if (shift.assignedTo) {
        // A German role works only as itself.
        expect(workers.get(shift.assignedTo)?.profession).toBe(shift.roleType);
      }
    }
    expect(rows.some((shift) => shift.status === 'open' && shift.reservations.length > 0)).toBe(true);
  });

  it('fills the quick-pay tab of the German admin and the organization admin, not the Finnish demo staff’s account', async () => {
    // The action center's quick-pay tab: confirmed shifts with a quick boost (shift-conditions.ts).
    const quickPay = await connection.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.status, 'confirmed'), eq(shifts.boostType, 'quick')));
    const perAccount = (accountId: string) => quickPay.filter((shift) => shift.accountId === accountId);
    expect(perAccount(germanIds.account).length).toBeGreaterThanOrEqual(2);
    expect(perAccount(seedIds.accounts.north).length).toBeGreaterThanOrEqual(1);
    // The end-to-end tests count the demo staff's account: its data stays as it was.
    expect(perAccount(seedIds.accounts.south)).toEqual([]);
    for (const shift of quickPay) {
      expect(shift.assignedTo).toBeTruthy();
      expect(shift.confirmedAt?.getTime()).toBeGreaterThan(shift.endsAt.getTime());
      expect(shift.endsAt.getTime()).toBeLessThan(now.getTime());
    }
  });
});
