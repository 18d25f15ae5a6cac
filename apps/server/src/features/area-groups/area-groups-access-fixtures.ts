import type { Executor } from '../../db/client';
import { areaGroupAccounts, areaGroupAreas, areaGroups } from '../../db/schema/areas.schema';
import { buildArea } from '../../testing/factories';

// The area group the access-matrix test (http/access-matrix.routes.test.ts) names: in account A1, holding
// one area that stays and areas to remove, a new one for every call, so each allowed role really gets past
// access (a group is not under one account, so one group serves every row).

type AreaGroupsAccessFixture = {
  groupId: string;
  groupName: string;
  accountId: string;
  keptAreaId: string;
  removableAreaIds: string[];
  removals: number;
};

let fixture: AreaGroupsAccessFixture | null = null;
const removableAreas = 10;

/** Creates the group once, with its members in the given account. */
export async function prepareAreaGroupsAccessFixtures(db: Executor, accountId: string): Promise<void> {
  if (fixture?.accountId === accountId) {
    return;
  }
  const kept = await buildArea(db, { accountId, name: 'Matriisin ryhmän alue' });
  const removableAreaIds: string[] = [];
  for (let index = 0; index < removableAreas; index += 1) {
    removableAreaIds.push(
      (await buildArea(db, { accountId, name: `Matriisin ryhmästä poistettava ${index}` })).id,
    );
  }
  const groupName = `Matriisin ryhmä ${accountId.slice(0, 8)}`;
  const [group] = await db.insert(areaGroups).values({ name: groupName }).returning({ id: areaGroups.id });
  if (!group) {
    throw new Error('area group insert returned no row');
  }
  await db.insert(areaGroupAccounts).values({ groupId: group.id, accountId });
  await db
    .insert(areaGroupAreas)
    .values([kept.id, ...removableAreaIds].map((areaId) => ({ groupId: group.id, areaId })));
  fixture = { groupId: group.id, groupName, accountId, keptAreaId: kept.id, removableAreaIds, removals: 0 };
}

function prepared(): AreaGroupsAccessFixture {
  if (!fixture) {
    throw new Error('area groups access fixtures were not prepared');
  }
  return fixture;
}

export const areaGroupsAccessFixtures = {
  groupId: () => prepared().groupId,
  groupName: () => prepared().groupName,
  accountId: () => prepared().accountId,
  keptAreaId: () => prepared().keptAreaId,
  /** A member not removed before (wrapping around after ten). */
  nextRemovableAreaId: () => {
    const current = prepared();
    const areaId = current.removableAreaIds[current.removals % current.removableAreaIds.length] as string;
    current.removals += 1;
    return areaId;
  },
};
