import { DomainError } from '../shared/errors';
import {
  assertAreasOfAccount,
  assertPoolDeletable,
  assertWorkersOfAccount,
  newMemberIds,
  planDefaultOnCreate,
  planDefaultOnUpdate,
  unknownIds,
} from './pools.rules';

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
}

describe('which pool is the default', () => {
  it('makes the first pool of an account the default even when not asked', () => {
    expect(planDefaultOnCreate({ wantsDefault: false, currentDefaultPoolId: null })).toEqual({
      isDefault: true,
      unsetPoolId: null,
    });
  });

  it('leaves the existing default alone when a new pool is not asked to be the default', () => {
    expect(planDefaultOnCreate({ wantsDefault: false, currentDefaultPoolId: 'old' })).toEqual({
      isDefault: false,
      unsetPoolId: null,
    });
  });

  it('takes the flag from the previous default when a new pool is made the default', () => {
    expect(planDefaultOnCreate({ wantsDefault: true, currentDefaultPoolId: 'old' })).toEqual({
      isDefault: true,
      unsetPoolId: 'old',
    });
  });

  it('takes the flag from the previous default when an existing pool is made the default', () => {
    expect(planDefaultOnUpdate({ poolId: 'new', wantsDefault: true, currentDefaultPoolId: 'old' })).toEqual({
      isDefault: true,
      unsetPoolId: 'old',
    });
  });

  it('keeps the default the default when it is saved as the default again', () => {
    expect(planDefaultOnUpdate({ poolId: 'old', wantsDefault: true, currentDefaultPoolId: 'old' })).toEqual({
      isDefault: true,
      unsetPoolId: null,
    });
  });

  it('refuses to switch the default off (POOL_DEFAULT_REQUIRED)', () => {
    expect(
      codeOf(() => planDefaultOnUpdate({ poolId: 'old', wantsDefault: false, currentDefaultPoolId: 'old' })),
    ).toBe('POOL_DEFAULT_REQUIRED');
  });

  it('keeps another pool as it is when it is saved without the flag', () => {
    expect(
      planDefaultOnUpdate({ poolId: 'other', wantsDefault: false, currentDefaultPoolId: 'old' }),
    ).toEqual({ isDefault: false, unsetPoolId: null });
  });

  it('lets a pool become the default of an account that has none', () => {
    expect(planDefaultOnUpdate({ poolId: 'other', wantsDefault: true, currentDefaultPoolId: null })).toEqual({
      isDefault: true,
      unsetPoolId: null,
    });
  });
});

describe('deleting a pool', () => {
  it('refuses the default pool (POOL_DEFAULT_NOT_DELETABLE)', () => {
    expect(codeOf(() => assertPoolDeletable({ isDefault: true }))).toBe('POOL_DEFAULT_NOT_DELETABLE');
  });

  it('allows any other pool', () => {
    expect(codeOf(() => assertPoolDeletable({ isDefault: false }))).toBeNull();
  });
});

describe('areas and members of the same account', () => {
  it('lists the requested ids that are not known, once each, in request order', () => {
    expect(unknownIds(['c', 'a', 'c', 'd'], ['a', 'b'])).toEqual(['c', 'd']);
    expect(unknownIds([], ['a'])).toEqual([]);
  });

  it('refuses an area of another account, naming it', () => {
    try {
      assertAreasOfAccount(['mine', 'theirs'], ['mine']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('POOL_AREAS_INVALID');
      expect((error as DomainError).details).toEqual({ areaIds: ['theirs'] });
    }
  });

  it('accepts areas of the account, and no areas at all', () => {
    expect(codeOf(() => assertAreasOfAccount(['a', 'b'], ['a', 'b', 'c']))).toBeNull();
    expect(codeOf(() => assertAreasOfAccount([], []))).toBeNull();
  });

  it('refuses a worker who is not a worker of the account (POOL_MEMBERS_INVALID)', () => {
    expect(codeOf(() => assertWorkersOfAccount(['w1', 'staff'], ['w1']))).toBe('POOL_MEMBERS_INVALID');
    expect(codeOf(() => assertWorkersOfAccount(['w1'], ['w1', 'w2']))).toBeNull();
  });

  it('adds only workers not yet in the pool, each once', () => {
    expect(newMemberIds(['w1', 'w2', 'w2', 'w3'], ['w1'])).toEqual(['w2', 'w3']);
    expect(newMemberIds(['w1'], ['w1'])).toEqual([]);
  });
});
