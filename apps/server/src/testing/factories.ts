import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@portal/domain/access';
import { roleNeedsLicence } from '@portal/domain/licence-checks';
import type { Executor } from '../db/client';
import { areas } from '../db/schema/areas.schema';
import { licenceChecks } from '../db/schema/licence-checks.schema';
import { pools } from '../db/schema/pools.schema';
import { gigs, shifts } from '../db/schema/shifts.schema';
import { accounts, organizations } from '../db/schema/tenancy.schema';
import { userAreas, users } from '../db/schema/users.schema';
import { hashPassword } from '../features/auth/passwords';

// Factories insert rows with unique values and take overrides; every test builds its own world.

export const testPassword = 'correct horse battery';
let passwordHash: Promise<string> | null = null;

function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function buildOrganization(
  db: Executor,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(organizations)
    .values({ name: unique('Organisaatio'), ...overrides })
    .returning();
  return row as typeof organizations.$inferSelect;
}

export async function buildAccount(db: Executor, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const organizationId = overrides.organizationId ?? (await buildOrganization(db)).id;
  const [row] = await db
    .insert(accounts)
    .values({ name: unique('Asiakas'), ...overrides, organizationId })
    .returning();
  return row as typeof accounts.$inferSelect;
}

export type BuildStaffOptions = {
  role: StaffRole;
  accountId?: string | null;
  organizationId?: string | null;
  areaIds?: string[];
  password?: string;
  email?: string;
  status?: string;
};

/** A staff user who can sign in; the default password is `testPassword`. */
export async function buildStaffUser(db: Executor, options: BuildStaffOptions) {
  passwordHash ??= hashPassword(testPassword);
  const [row] = await db
    .insert(users)
    .values({
      email: options.email ?? `${unique(options.role)}@test.example`,
      role: options.role,
      firstName: 'Testi',
      lastName: options.role,
      passwordHash: options.password ? await hashPassword(options.password) : await passwordHash,
      accountId: options.accountId ?? null,
      organizationId: options.organizationId ?? null,
      status: options.status ?? 'accepted',
    })
    .returning();
  const user = row as typeof users.$inferSelect;
  for (const areaId of options.areaIds ?? []) {
    await db.insert(userAreas).values({ userId: user.id, areaId });
  }
  return user;
}

/**
 * A worker. A bookable one (confirmed, accepted) whose profession needs a licence also gets a confirmed
 * Terhikki check of that profession without an end, so the booking gate (decision 0054) lets them work;
 * `{ licence: false }` leaves the check out.
 */
export async function buildWorker(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & { accountId: string },
  options: { licence?: boolean } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      email: `${unique('worker')}@test.example`,
      role: 'worker',
      firstName: 'Tiina',
      lastName: unique('Tekijä'),
      confirmed: true,
      ...overrides,
    })
    .returning();
  const worker = row as typeof users.$inferSelect;
  const bookable = worker.role === 'worker' && worker.confirmed && worker.status === 'accepted';
  if ((options.licence ?? true) && bookable && roleNeedsLicence(worker.profession)) {
    await buildLicenceCheck(db, {
      accountId: overrides.accountId,
      workerId: worker.id,
      scope: [worker.profession ?? ''],
    });
  }
  return worker;
}

/** A recorded check; by default a confirmed Terhikki licence without an end. */
export async function buildLicenceCheck(
  db: Executor,
  overrides: Partial<typeof licenceChecks.$inferInsert> & { accountId: string; workerId: string },
) {
  const [row] = await db
    .insert(licenceChecks)
    .values({
      kind: 'professional_licence',
      register: 'terhikki',
      registrationNumber: '10012345678',
      result: 'confirmed',
      scope: [],
      validFrom: '2015-06-01',
      ...overrides,
    })
    .returning();
  return row as typeof licenceChecks.$inferSelect;
}

export async function buildArea(
  db: Executor,
  overrides: Partial<typeof areas.$inferInsert> & { accountId: string },
) {
  const [row] = await db
    .insert(areas)
    .values({
      name: unique('Palvelukoti'),
      city: 'Tampere',
      postcode: '33100',
      region: 'Pirkanmaa',
      ...overrides,
    })
    .returning();
  return row as typeof areas.$inferSelect;
}

export async function buildPool(
  db: Executor,
  overrides: Partial<typeof pools.$inferInsert> & { accountId: string },
) {
  const [row] = await db
    .insert(pools)
    .values({ name: unique('Rengas'), ...overrides })
    .returning();
  return row as typeof pools.$inferSelect;
}

export async function buildGig(
  db: Executor,
  overrides: Partial<typeof gigs.$inferInsert> & { accountId: string; areaId: string },
) {
  const [row] = await db
    .insert(gigs)
    .values({ title: unique('Keikka'), ...overrides })
    .returning();
  return row as typeof gigs.$inferSelect;
}

export async function buildShift(
  db: Executor,
  overrides: Partial<typeof shifts.$inferInsert> & {
    accountId: string;
    areaId: string;
    startsAt: Date;
    endsAt: Date;
  },
) {
  const [row] = await db
    .insert(shifts)
    .values({ title: unique('Vuoro'), status: 'open', isDraft: false, ...overrides })
    .returning();
  return row as typeof shifts.$inferSelect;
}

/**
 * The world most access tests need: two organizations, accounts A1 and A2 in the first and B1 in the
 * second, and one user of each role (admin, agent and customer in A1; the customer limited to one area).
 */
export async function buildTenancy(db: Executor) {
  const organization = await buildOrganization(db);
  const otherOrganization = await buildOrganization(db);
  const accountA1 = await buildAccount(db, { organizationId: organization.id });
  const accountA2 = await buildAccount(db, { organizationId: organization.id });
  const accountB1 = await buildAccount(db, { organizationId: otherOrganization.id });
  const areaOfCustomer = await buildArea(db, { accountId: accountA1.id });
  const otherArea = await buildArea(db, { accountId: accountA1.id });
  const users = {
    'super-admin': await buildStaffUser(db, { role: 'super-admin' }),
    'organization-admin': await buildStaffUser(db, {
      role: 'organization-admin',
      organizationId: organization.id,
    }),
    admin: await buildStaffUser(db, {
      role: 'admin',
      accountId: accountA1.id,
      organizationId: organization.id,
    }),
    agent: await buildStaffUser(db, {
      role: 'agent',
      accountId: accountA1.id,
      organizationId: organization.id,
    }),
    customer: await buildStaffUser(db, {
      role: 'customer',
      accountId: accountA1.id,
      organizationId: organization.id,
      areaIds: [areaOfCustomer.id],
    }),
  } satisfies Record<StaffRole, unknown>;
  return {
    organization,
    otherOrganization,
    accountA1,
    accountA2,
    accountB1,
    areaOfCustomer,
    otherArea,
    users,
  };
}
