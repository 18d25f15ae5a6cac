import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type {
  AddAreaGroupMemberInput,
  AreaGroup,
  AreaGroupList,
  RemoveAreaGroupMemberQuery,
} from '@portal/domain/area-groups';
import { addMember, isEmptyGroup, removeMember, visibleMembersOf } from '@portal/domain/area-groups';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import {
  type AreaGroupRecord,
  deleteGroup,
  findAccountOfArea,
  findGroupIdByName,
  findGroupMembers,
  insertGroup,
  insertMembership,
  listAreaGroups,
  removeMemberships,
} from './area-groups.repository';

export type AreaGroupsServiceDependencies = { db: Database; clock: Clock };

/** The group as the caller may see it: only members of the caller's accounts; null when none. */
function presentFor(actor: Actor, group: AreaGroupRecord): AreaGroup | null {
  const members = visibleMembersOf(group, actor.accountIds);
  return members ? { id: group.id, name: group.name, ...members } : null;
}

/**
 * A member the caller may change: the account is one of the caller's and allows managing area groups (404
 * otherwise, as for any account outside the caller's scope), and the area is an area of that account.
 */
async function assertMemberInScope(
  executor: Executor,
  actor: Actor,
  member: { accountId: string; areaId: string },
): Promise<void> {
  const ability = defineAbilitiesFor(actor);
  if (!actor.accountIds.includes(member.accountId)) {
    throw new DomainError('NOT_FOUND', { id: member.accountId });
  }
  if (!ability.can('manage', asSubject('AreaGroup', { accountId: member.accountId }))) {
    throw new DomainError('FORBIDDEN');
  }
  const areaAccountId = await findAccountOfArea(executor, member.areaId);
  if (areaAccountId === null || !actor.accountIds.includes(areaAccountId)) {
    throw new DomainError('NOT_FOUND', { id: member.areaId });
  }
  if (areaAccountId !== member.accountId) {
    throw new DomainError('AREA_GROUP_AREA_NOT_IN_ACCOUNT');
  }
}

/** Area groups (spec section 7): read all or one, add an account and area, remove an account and area. */
export function createAreaGroupsService({ db, clock }: AreaGroupsServiceDependencies) {
  async function loadVisible(executor: Executor, actor: Actor, groupId: string): Promise<AreaGroup | null> {
    const [group] = await listAreaGroups(executor, groupId);
    return group ? presentFor(actor, group) : null;
  }

  async function record(
    executor: Executor,
    actor: Actor,
    groupId: string,
    action: 'update' | 'delete',
    member: { accountId: string; areaId: string; groupName?: string },
    change: 'added' | 'removed',
  ): Promise<void> {
    await recordAudit(executor, {
      actorId: actor.userId,
      accountId: member.accountId,
      action,
      subject: 'AreaGroup',
      subjectId: groupId,
      changes: { [change]: { accountId: member.accountId, areaId: member.areaId } },
    });
    await publishChange(executor, {
      accountId: member.accountId,
      subject: 'AreaGroup',
      id: groupId,
      action: action === 'delete' ? 'deleted' : 'updated',
    });
  }

  return {
    async findAreaGroups(actor: Actor): Promise<AreaGroupList> {
      const groups = await listAreaGroups(db);
      return { items: groups.map((group) => presentFor(actor, group)).filter((group) => group !== null) };
    },

    async getAreaGroup(actor: Actor, groupId: string): Promise<AreaGroup> {
      const group = await loadVisible(db, actor, groupId);
      if (!group) {
        throw new DomainError('NOT_FOUND', { id: groupId });
      }
      return group;
    },

    /** Adds the account and area, creating the group with the name when the id is new (a union otherwise). */
    async addAreaGroupMember(
      actor: Actor,
      groupId: string,
      input: AddAreaGroupMemberInput,
    ): Promise<AreaGroup> {
      return db.transaction(async (tx) => {
        await assertMemberInScope(tx, actor, input);
        const members = await findGroupMembers(tx, groupId);
        // A group none of whose members the caller may see does not exist for it: no joining, no name.
        if (members && (await loadVisible(tx, actor, groupId)) === null) {
          throw new DomainError('NOT_FOUND', { id: groupId });
        }
        if (!members) {
          // Only names the caller can see clash, so a name does not tell that another tenant's group exists.
          if ((await findGroupIdByName(tx, input.groupName, actor.accountIds)) !== null) {
            throw new DomainError('AREA_GROUP_NAME_TAKEN');
          }
          await insertGroup(tx, groupId, input.groupName, clock.now());
        }
        const before = members ?? { accountIds: [], areas: [] };
        const after = addMember(before, input);
        const isNewMember =
          after.accountIds.length !== before.accountIds.length || after.areas.length !== before.areas.length;
        if (isNewMember) {
          await insertMembership(tx, groupId, input);
        }
        await record(tx, actor, groupId, 'update', input, 'added');
        const group = await loadVisible(tx, actor, groupId);
        if (!group) {
          throw new Error('area group not visible after adding a member in scope');
        }
        return group;
      });
    },

    /** Removes the area, its account with its last area, and the group with its last member. */
    async removeAreaGroupMember(
      actor: Actor,
      groupId: string,
      query: RemoveAreaGroupMemberQuery,
    ): Promise<{ group: AreaGroup | null }> {
      return db.transaction(async (tx) => {
        await assertMemberInScope(tx, actor, query);
        const members = await findGroupMembers(tx, groupId);
        const isVisible = members !== null && (await loadVisible(tx, actor, groupId)) !== null;
        if (!members || !isVisible) {
          throw new DomainError('NOT_FOUND', { id: groupId });
        }
        const after = removeMember(members, query);
        await removeMemberships(tx, groupId, {
          accountIds: members.accountIds.filter((id) => !after.accountIds.includes(id)),
          areaIds: members.areas
            .filter((area) => !after.areas.some((kept) => kept.id === area.id))
            .map((area) => area.id),
        });
        if (isEmptyGroup(after)) {
          await deleteGroup(tx, groupId);
          await record(tx, actor, groupId, 'delete', query, 'removed');
          return { group: null };
        }
        await record(tx, actor, groupId, 'update', query, 'removed');
        return { group: await loadVisible(tx, actor, groupId) };
      });
    },
  };
}

export type AreaGroupsService = ReturnType<typeof createAreaGroupsService>;
