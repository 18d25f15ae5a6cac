import { addMember, isEmptyGroup, removeMember, visibleMembersOf } from './area-groups.rules';

const empty = { accountIds: [], areas: [] };

describe('area group membership', () => {
  it('adds an account and area once (union)', () => {
    const once = addMember(empty, { accountId: 'a1', areaId: 'x' });
    const twice = addMember(once, { accountId: 'a1', areaId: 'x' });
    expect(twice).toEqual({ accountIds: ['a1'], areas: [{ id: 'x', accountId: 'a1' }] });
    expect(addMember(twice, { accountId: 'a1', areaId: 'y' })).toEqual({
      accountIds: ['a1'],
      areas: [
        { id: 'x', accountId: 'a1' },
        { id: 'y', accountId: 'a1' },
      ],
    });
  });

  it('keeps the account while another of its areas stays, and removes it with its last area', () => {
    const group = {
      accountIds: ['a1', 'b1'],
      areas: [
        { id: 'x', accountId: 'a1' },
        { id: 'y', accountId: 'a1' },
        { id: 'z', accountId: 'b1' },
      ],
    };
    const withoutX = removeMember(group, { accountId: 'a1', areaId: 'x' });
    expect(withoutX.accountIds).toEqual(['a1', 'b1']);
    const withoutY = removeMember(withoutX, { accountId: 'a1', areaId: 'y' });
    expect(withoutY).toEqual({ accountIds: ['b1'], areas: [{ id: 'z', accountId: 'b1' }] });
    expect(isEmptyGroup(withoutY)).toBe(false);
    expect(isEmptyGroup(removeMember(withoutY, { accountId: 'b1', areaId: 'z' }))).toBe(true);
  });

  it('shows a caller only the members of its accounts, and nothing of a group without them', () => {
    const group = {
      accounts: [{ id: 'a1' }, { id: 'b1' }],
      areas: [
        { id: 'x', accountId: 'a1' },
        { id: 'z', accountId: 'b1' },
      ],
    };
    expect(visibleMembersOf(group, 'all')).toEqual(group);
    expect(visibleMembersOf(group, ['a1', 'a2'])).toEqual({
      accounts: [{ id: 'a1' }],
      areas: [{ id: 'x', accountId: 'a1' }],
    });
    expect(visibleMembersOf(group, ['c1'])).toBeNull();
  });
});
