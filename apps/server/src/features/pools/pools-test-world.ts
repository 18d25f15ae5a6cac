import type { ChangeEvent } from '@portal/domain/events';
import { changeEventsChannel } from '@portal/domain/events';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit.schema';
import { poolAreas, poolMembers } from '../../db/schema/pools.schema';
import { buildArea, buildPool, buildStaffUser, buildTenancy, buildWorker } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

export type PoolsWorld = Awaited<ReturnType<typeof buildPoolsWorld>>;

/**
 * The tenancy of the access tests plus what pools need: in A1 a default pool and a regional pool with
 * members and areas; an admin and an agent of account B1 (another organization), and a pool there.
 */
export async function buildPoolsWorld(db: Executor) {
  const tenancy = await buildTenancy(db);
  const accountA1 = tenancy.accountA1.id;
  const defaultPool = await buildPool(db, { accountId: accountA1, name: 'Oletusrengas', isDefault: true });
  const regionalPool = await buildPool(db, { accountId: accountA1, name: 'Tampereen keikkarengas' });
  const workers = {
    virtanen: await buildWorker(db, {
      accountId: accountA1,
      firstName: 'Aino',
      lastName: 'Virtanen',
      profession: 'sairaanhoitaja',
      addressCity: 'Tampere',
      confirmed: true,
    }),
    korhonen: await buildWorker(db, {
      accountId: accountA1,
      firstName: 'Vilma',
      lastName: 'Korhonen',
      profession: 'lähihoitaja',
      addressCity: 'Nokia',
      confirmed: false,
    }),
  };
  await addMembers(db, defaultPool.id, [workers.virtanen.id, workers.korhonen.id]);
  await addMembers(db, regionalPool.id, [workers.virtanen.id]);
  await addAreas(db, defaultPool.id, [tenancy.areaOfCustomer.id, tenancy.otherArea.id]);
  await addAreas(db, regionalPool.id, [tenancy.otherArea.id]);
  const otherAccountArea = await buildArea(db, { accountId: tenancy.accountB1.id });
  const otherAccountPool = await buildPool(db, { accountId: tenancy.accountB1.id, isDefault: true });
  const otherAccountWorker = await buildWorker(db, { accountId: tenancy.accountB1.id, firstName: 'Veera' });
  const outsiders = {
    admin: await buildStaffUser(db, {
      role: 'admin',
      accountId: tenancy.accountB1.id,
      organizationId: tenancy.otherOrganization.id,
    }),
    agent: await buildStaffUser(db, {
      role: 'agent',
      accountId: tenancy.accountB1.id,
      organizationId: tenancy.otherOrganization.id,
    }),
  };
  return {
    ...tenancy,
    defaultPool,
    regionalPool,
    workers,
    otherAccountArea,
    otherAccountPool,
    otherAccountWorker,
    outsiders,
  };
}

export async function addMembers(db: Executor, poolId: string, userIds: string[]): Promise<void> {
  for (const userId of userIds) {
    await db.insert(poolMembers).values({ poolId, userId });
  }
}

export async function addAreas(db: Executor, poolId: string, areaIds: string[]): Promise<void> {
  for (const areaId of areaIds) {
    await db.insert(poolAreas).values({ poolId, areaId });
  }
}

export async function auditEntriesOf(db: Executor, subjectId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, 'Pool'), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.id);
}

/** Collects the change notices published while it listens (delivered on commit). */
export async function listenForChanges(test: TestApp) {
  const events: ChangeEvent[] = [];
  const stop = await test.database.connection.listen(changeEventsChannel, (payload) => {
    events.push(JSON.parse(payload) as ChangeEvent);
  });
  return {
    events,
    /** Waits until a notice matching `expected` arrived. */
    async waitFor(expected: Partial<ChangeEvent>, timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const matches = () =>
        events.some((event) =>
          Object.entries(expected).every(([key, value]) => event[key as keyof ChangeEvent] === value),
        );
      while (!matches()) {
        if (Date.now() > deadline) {
          throw new Error(`no change notice ${JSON.stringify(expected)}; got ${JSON.stringify(events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop,
  };
}
