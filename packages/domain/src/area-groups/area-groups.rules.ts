/** A group's members as stored: its accounts, and its areas with the account of each. */
export type AreaGroupMembers = {
  accountIds: readonly string[];
  areas: readonly { id: string; accountId: string }[];
};

/** Adds an account and one of its areas: a union, so adding a member twice changes nothing. */
export function addMember(
  members: AreaGroupMembers,
  member: { accountId: string; areaId: string },
): AreaGroupMembers {
  return {
    accountIds: members.accountIds.includes(member.accountId)
      ? members.accountIds
      : [...members.accountIds, member.accountId],
    areas: members.areas.some((area) => area.id === member.areaId)
      ? members.areas
      : [...members.areas, { id: member.areaId, accountId: member.accountId }],
  };
}

/**
 * Removes an area, and its account with it unless another area of that account stays in the group (an
 * account is in a group through its areas).
 */
export function removeMember(
  members: AreaGroupMembers,
  member: { accountId: string; areaId: string },
): AreaGroupMembers {
  const areas = members.areas.filter((area) => area.id !== member.areaId);
  const accountStays = areas.some((area) => area.accountId === member.accountId);
  return {
    accountIds: accountStays
      ? members.accountIds
      : members.accountIds.filter((id) => id !== member.accountId),
    areas,
  };
}

/** A group with no account left is removed: it would be an empty name nobody can see or use. */
export function isEmptyGroup(members: AreaGroupMembers): boolean {
  return members.accountIds.length === 0 && members.areas.length === 0;
}

/**
 * What of a group a caller sees: only the accounts and areas of its own accounts (`'all'` for a
 * super-admin); null when none of the group is theirs, so the group is not shown.
 */
export function visibleMembersOf<TAccount extends { id: string }, TArea extends { accountId: string }>(
  group: { accounts: readonly TAccount[]; areas: readonly TArea[] },
  accountIdsInScope: readonly string[] | 'all',
): { accounts: TAccount[]; areas: TArea[] } | null {
  if (accountIdsInScope === 'all') {
    return { accounts: [...group.accounts], areas: [...group.areas] };
  }
  const accounts = group.accounts.filter((account) => accountIdsInScope.includes(account.id));
  const areas = group.areas.filter((area) => accountIdsInScope.includes(area.accountId));
  return accounts.length === 0 && areas.length === 0 ? null : { accounts, areas };
}
