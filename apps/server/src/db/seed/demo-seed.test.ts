import { verify } from '@node-rs/argon2';
import { isBusinessId } from '@portal/domain/billing';
import { finnishRegions } from '@portal/domain/geocoding';
import { helsinkiWallTime } from '@portal/domain/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { areas } from '../schema/areas.schema';
import { poolMembers, pools } from '../schema/pools.schema';
import { gigs, shifts } from '../schema/shifts.schema';
import { accounts, organizations } from '../schema/tenancy.schema';
import { userAreas, users } from '../schema/users.schema';
import { seedDemoData } from './demo-seed';
import { demoPassword, demoUsers, germanDemoUsers } from './demo-users';
import { germanIds } from './german-account';

const now = new Date('2026-03-25T09:15:00Z');

/** The Helsinki hour of an instant (the domain's wall time, HH:mm). */
const hourOf = (instant: Date) => Number(helsinkiWallTime(instant).slice(0, 2));

const tables = [
  'organizations',
  'accounts',
  'users',
  'user_areas',
  'areas',
  'area_groups',
  'area_group_accounts',
  'area_group_areas',
  'pools',
  'pool_members',
  'pool_areas',
  'gigs',
  'shifts',
  'document_requests',
  'requested_documents',
  'audit_log',
];

/** Every row of every seeded table, in a stable order. */
async function snapshotOf(connection: DatabaseConnection) {
  const snapshot: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) {
    // Both engines answer raw queries with { rows }; the shared Database type does not say so.
    const result = (await connection.db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as {
      rows: Record<string, unknown>[];
    };
    snapshot[table] = result.rows;
  }
  return snapshot;
}

function withoutPasswordHashes(snapshot: Record<string, Record<string, unknown>[]>) {
  return {
    ...snapshot,
    users: (snapshot.users ?? []).map(({ password_hash: _hash, ...row }) => row),
  };
}

describe('seedDemoData', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('creates two Finnish organizations with three accounts of valid business ids, and a German one', async () => {
    const organizationRows = (await connection.db.select().from(organizations)).filter(
      (organization) => organization.id !== germanIds.organization,
    );
    const accountRows = (await connection.db.select().from(accounts)).filter(
      (account) => account.country === 'FI',
    );
    expect(organizationRows).toHaveLength(2);
    expect(accountRows).toHaveLength(3);
    const perOrganization = organizationRows.map(
      (organization) => accountRows.filter((account) => account.organizationId === organization.id).length,
    );
    expect(perOrganization.sort()).toEqual([1, 2]);
    for (const account of accountRows) {
      expect(account.country).toBe('FI');
      expect(isBusinessId(account.businessId ?? '')).toBe(true);
    }
  });

  it('creates the five demo sign-ins with the right roles, tenancy and password', async () => {
    const allStaff = await connection.db.select().from(users).where(sql`${users.role} <> 'worker'`);
    expect(allStaff.map((user) => [user.email, user.role]).sort()).toEqual(
      [...demoUsers, ...germanDemoUsers].map((user) => [user.email, user.role]).sort(),
    );
    const staff = allStaff.filter((user) => user.accountId !== germanIds.account);
    const byRole = new Map(staff.map((user) => [user.role, user]));
    const superAdmin = byRole.get('super-admin');
    const organizationAdmin = byRole.get('organization-admin');
    expect(superAdmin).toMatchObject({ organizationId: null, accountId: null });
    expect(organizationAdmin?.organizationId).toBeTruthy();
    expect(organizationAdmin?.accountId).toBeNull();

    const [firstAccount] = await connection.db
      .select()
      .from(accounts)
      .where(sql`${accounts.id} = ${byRole.get('admin')?.accountId ?? null}`);
    expect(firstAccount?.organizationId).toBe(organizationAdmin?.organizationId);
    for (const role of ['admin', 'agent', 'customer'] as const) {
      expect(byRole.get(role)).toMatchObject({
        organizationId: organizationAdmin?.organizationId,
        accountId: firstAccount?.id,
      });
    }

    const hashes = new Set(allStaff.map((user) => user.passwordHash));
    expect(hashes.size).toBe(1);
    const [passwordHash] = [...hashes];
    expect(await verify(passwordHash ?? '', demoPassword)).toBe(true);
    for (const user of allStaff) {
      expect(user.email).toBe(user.email.toLowerCase());
    }
  });

  it('limits the customer to two areas of its own account', async () => {
    const customer = (await connection.db.select().from(users).where(sql`${users.role} = 'customer'`))[0];
    const limited = await connection.db
      .select({ accountId: areas.accountId })
      .from(userAreas)
      .innerJoin(areas, sql`${areas.id} = ${userAreas.areaId}`)
      .where(sql`${userAreas.userId} = ${customer?.id ?? null}`);
    expect(limited).toHaveLength(2);
    expect(limited.every((area) => area.accountId === customer?.accountId)).toBe(true);
  });

  it('creates 10-14 areas in real Finnish places (and one in Berlin: demo-seed-germany.test.ts)', async () => {
    const areaRows = (await connection.db.select().from(areas)).filter(
      (area) => area.accountId !== germanIds.account,
    );
    expect(areaRows.length).toBeGreaterThanOrEqual(10);
    expect(areaRows.length).toBeLessThanOrEqual(14);
    for (const area of areaRows) {
      expect(area.postcode).toMatch(/^\d{5}$/);
      expect(finnishRegions).toContain(area.region);
      expect(area.latitude).toBeGreaterThan(59.5);
      expect(area.latitude).toBeLessThan(70.1);
      expect(area.longitude).toBeGreaterThan(19);
      expect(area.longitude).toBeLessThan(31.6);
      expect(area.poolId).toBeTruthy();
    }
  });

  it('gives every account exactly one default pool that holds all its workers', async () => {
    const accountRows = await connection.db.select().from(accounts);
    const poolRows = await connection.db.select().from(pools);
    const memberships = await connection.db.select().from(poolMembers);
    const workers = await connection.db.select().from(users).where(sql`${users.role} = 'worker'`);
    for (const account of accountRows) {
      expect(poolRows.filter((pool) => pool.accountId === account.id && pool.isDefault)).toHaveLength(1);
    }
    expect(workers.length).toBeGreaterThanOrEqual(50);
    expect(workers.length).toBeLessThanOrEqual(70);
    for (const worker of workers) {
      const defaultPool = poolRows.find((pool) => pool.accountId === worker.accountId && pool.isDefault);
      expect(
        memberships.some((member) => member.poolId === defaultPool?.id && member.userId === worker.id),
      ).toBe(true);
      expect(worker.passwordHash).toBeNull();
      expect(worker.organizationId).toBeTruthy();
    }
  });

  it('creates shifts in their gig and area account, at Helsinki shift times', async () => {
    const areaRows = await connection.db.select().from(areas);
    const gigRows = await connection.db.select().from(gigs);
    const shiftRows = await connection.db.select().from(shifts);
    expect(shiftRows.length).toBeGreaterThan(0);
    for (const shift of shiftRows) {
      const area = areaRows.find((candidate) => candidate.id === shift.areaId);
      const gig = gigRows.find((candidate) => candidate.id === shift.gigId);
      expect(shift.endsAt.getTime()).toBeGreaterThan(shift.startsAt.getTime());
      expect(area?.accountId).toBe(shift.accountId);
      expect(gig?.accountId).toBe(shift.accountId);
      expect(gig?.areaId).toBe(shift.areaId);
      expect([7, 14, 21]).toContain(hourOf(shift.startsAt));
      expect([15, 22, 7]).toContain(hourOf(shift.endsAt));
      expect(shift.updates[0]).toMatchObject({ state: 'created', content: '' });
      if (shift.status === 'booked' || shift.status === 'confirmed' || shift.status === 'verified') {
        expect(shift.assignedTo).toBeTruthy();
      }
    }
  });

  it('keeps each gig consistent with its shifts', async () => {
    const gigRows = await connection.db.select().from(gigs);
    const shiftRows = await connection.db.select().from(shifts);
    for (const gig of gigRows) {
      const own = shiftRows.filter((shift) => shift.gigId === gig.id);
      if (gig.isTemplate) {
        // A template keeps times of day, not shifts.
        expect(own).toEqual([]);
        expect(gig.templateShifts?.length).toBeGreaterThan(0);
        continue;
      }
      expect(gig.totalShifts).toBe(own.length);
      expect(gig.availableShifts).toBe(
        own.filter((shift) => shift.status === 'open' || shift.status === 'draft').length,
      );
      expect(gig.startDate?.getTime()).toBe(Math.min(...own.map((shift) => shift.startsAt.getTime())));
      expect(gig.endDate?.getTime()).toBe(Math.max(...own.map((shift) => shift.endsAt.getTime())));
      expect(gig.isPublished).toBe(gig.status === 'published');
      if (gig.status === 'draft') {
        expect(own.every((shift) => shift.status === 'draft' && shift.isDraft)).toBe(true);
      }
    }
  });

  it('gives gigs the address and contact of their area, a customer suggestion and a template', async () => {
    const areaRows = await connection.db.select().from(areas);
    const gigRows = await connection.db.select().from(gigs);
    const shiftRows = await connection.db.select().from(shifts);
    const customer = (await connection.db.select().from(users)).find((user) => user.role === 'customer');
    const customerAreas = await connection.db.select().from(userAreas);
    for (const gig of gigRows) {
      const area = areaRows.find((candidate) => candidate.id === gig.areaId);
      expect(gig.streetAddress).toBe(area?.streetAddress);
      expect(gig.contact).toBe(area?.contact);
      expect(gig.absenceInfo).toBe(area?.absenceInfo);
      expect(gig.clientEmails.length).toBeGreaterThan(0);
    }
    const suggestions = gigRows.filter((gig) => gig.status === 'suggestion');
    expect(suggestions).toHaveLength(1);
    const [suggestion] = suggestions;
    expect(suggestion?.createdBy).toBe(customer?.id);
    expect(
      customerAreas.some((row) => row.userId === customer?.id && row.areaId === suggestion?.areaId),
    ).toBe(true);
    const ordered = shiftRows.filter((shift) => shift.gigId === suggestion?.id);
    expect(ordered.length).toBeGreaterThan(1);
    expect(ordered.every((shift) => shift.status === 'draft' && shift.startsAt > now)).toBe(true);
    const templates = gigRows.filter((gig) => gig.isTemplate);
    expect(templates.map((template) => template.templateName)).toEqual(['Yövuorot (lähihoitaja)']);
  });

  it('leaves an ended booked shift in a demo customer area for the completion tab and verification', async () => {
    const shiftRows = await connection.db.select().from(shifts);
    const customer = (await connection.db.select().from(users)).find((user) => user.role === 'customer');
    const customerAreaIds = (await connection.db.select().from(userAreas))
      .filter((row) => row.userId === customer?.id)
      .map((row) => row.areaId);
    const awaiting = shiftRows.filter(
      (shift) =>
        customerAreaIds.includes(shift.areaId) &&
        shift.status === 'booked' &&
        (shift.assignedTo?.length ?? 0) > 2 &&
        shift.endsAt < now,
    );
    expect(awaiting.length).toBeGreaterThan(0);
  });

  it('does nothing when the database already has an organization', async () => {
    const before = await snapshotOf(connection);
    expect(await seedDemoData(connection.db, { now: new Date(), cipher })).toEqual({ seeded: false });
    expect(await snapshotOf(connection)).toEqual(before);
  });

  it('gives identical rows for the same now (password hashes aside: argon2 salts each one)', async () => {
    const snapshots = [];
    for (let run = 0; run < 2; run += 1) {
      const fresh = await openPglite();
      try {
        await migrateDatabase(fresh);
        await seedDemoData(fresh.db, { now, cipher });
        snapshots.push(withoutPasswordHashes(await snapshotOf(fresh)));
      } finally {
        await fresh.close();
      }
    }
    expect(snapshots[0]).toEqual(snapshots[1]);
    expect(snapshots[0]).toEqual(withoutPasswordHashes(await snapshotOf(connection)));
    // Two fresh databases migrated and seeded in full: seconds when the machine is free, but it once took
    // over 30 s beside an end-to-end run, and a slow machine is no reason to fail.
  }, 120_000);
});
