import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areaGroupAccounts, areaGroupAreas, areaGroups, areas } from '../../db/schema/areas.schema';
import { accounts } from '../../db/schema/tenancy.schema';

/** A group with all its members (undeleted areas only), before narrowing to a caller's scope. */
export type AreaGroupRecord = {
  id: string;
  name: string;
  accounts: { id: string; name: string }[];
  areas: { id: string; name: string; accountId: string; city: string | null }[];
};

/** Groups with their accounts and areas, by name; `groupId` reads one. */
export async function listAreaGroups(executor: Executor, groupId?: string): Promise<AreaGroupRecord[]> {
  const groups = await executor
    .select({ id: areaGroups.id, name: areaGroups.name })
    .from(areaGroups)
    .where(groupId ? eq(areaGroups.id, groupId) : undefined)
    .orderBy(sql`lower(${areaGroups.name})`, asc(areaGroups.id));
  if (groups.length === 0) {
    return [];
  }
  const groupIds = groups.map((group) => group.id);
  const accountRows = await executor
    .select({ groupId: areaGroupAccounts.groupId, id: accounts.id, name: accounts.name })
    .from(areaGroupAccounts)
    .innerJoin(accounts, eq(accounts.id, areaGroupAccounts.accountId))
    .where(inArray(areaGroupAccounts.groupId, groupIds))
    .orderBy(sql`lower(${accounts.name})`);
  const areaRows = await executor
    .select({
      groupId: areaGroupAreas.groupId,
      id: areas.id,
      name: areas.name,
      accountId: areas.accountId,
      city: areas.city,
    })
    .from(areaGroupAreas)
    .innerJoin(areas, eq(areas.id, areaGroupAreas.areaId))
    .where(and(inArray(areaGroupAreas.groupId, groupIds), ne(areas.status, 'deleted')))
    .orderBy(sql`lower(${areas.name})`);
  return groups.map((group) => ({
    ...group,
    accounts: accountRows
      .filter((row) => row.groupId === group.id)
      .map(({ groupId: _g, ...account }) => account),
    areas: areaRows.filter((row) => row.groupId === group.id).map(({ groupId: _g, ...area }) => area),
  }));
}

/** The raw membership of a group, locked for the transaction; null when there is no such group. */
export async function findGroupMembers(
  executor: Executor,
  groupId: string,
): Promise<{ accountIds: string[]; areas: { id: string; accountId: string }[] } | null> {
  const [group] = await executor
    .select({ id: areaGroups.id })
    .from(areaGroups)
    .where(eq(areaGroups.id, groupId))
    .for('update');
  if (!group) {
    return null;
  }
  const accountRows = await executor
    .select({ accountId: areaGroupAccounts.accountId })
    .from(areaGroupAccounts)
    .where(eq(areaGroupAccounts.groupId, groupId));
  const areaRows = await executor
    .select({ id: areas.id, accountId: areas.accountId })
    .from(areaGroupAreas)
    .innerJoin(areas, eq(areas.id, areaGroupAreas.areaId))
    .where(eq(areaGroupAreas.groupId, groupId));
  return { accountIds: accountRows.map((row) => row.accountId), areas: areaRows };
}

/**
 * A group the caller may see (one of its accounts is among `accountIds`) whose name is the same, ignoring
 * letter case and surrounding spaces. Groups of other tenants do not count: names are unique per scope.
 */
export async function findGroupIdByName(
  executor: Executor,
  name: string,
  accountIds: readonly string[],
): Promise<string | null> {
  if (accountIds.length === 0) {
    return null;
  }
  const [row] = await executor
    .selectDistinct({ id: areaGroups.id })
    .from(areaGroups)
    .innerJoin(areaGroupAccounts, eq(areaGroupAccounts.groupId, areaGroups.id))
    .where(
      and(
        sql`lower(trim(${areaGroups.name})) = lower(trim(${name}))`,
        inArray(areaGroupAccounts.accountId, [...accountIds]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertGroup(executor: Executor, id: string, name: string, at: Date): Promise<void> {
  await executor.insert(areaGroups).values({ id, name, createdAt: at });
}

export async function deleteGroup(executor: Executor, groupId: string): Promise<void> {
  await executor.delete(areaGroups).where(eq(areaGroups.id, groupId));
}

export async function insertMembership(
  executor: Executor,
  groupId: string,
  member: { accountId: string; areaId: string },
): Promise<void> {
  await executor
    .insert(areaGroupAccounts)
    .values({ groupId, accountId: member.accountId })
    .onConflictDoNothing();
  await executor.insert(areaGroupAreas).values({ groupId, areaId: member.areaId }).onConflictDoNothing();
}

/** Writes a group's membership as the rules left it (the rows that are no longer there go). */
export async function removeMemberships(
  executor: Executor,
  groupId: string,
  removed: { accountIds: string[]; areaIds: string[] },
): Promise<void> {
  if (removed.areaIds.length > 0) {
    await executor
      .delete(areaGroupAreas)
      .where(and(eq(areaGroupAreas.groupId, groupId), inArray(areaGroupAreas.areaId, removed.areaIds)));
  }
  if (removed.accountIds.length > 0) {
    await executor
      .delete(areaGroupAccounts)
      .where(
        and(eq(areaGroupAccounts.groupId, groupId), inArray(areaGroupAccounts.accountId, removed.accountIds)),
      );
  }
}

/** The account of an undeleted area, or null. */
export async function findAccountOfArea(executor: Executor, areaId: string): Promise<string | null> {
  const [row] = await executor
    .select({ accountId: areas.accountId })
    .from(areas)
    .where(and(eq(areas.id, areaId), ne(areas.status, 'deleted')));
  return row?.accountId ?? null;
}
