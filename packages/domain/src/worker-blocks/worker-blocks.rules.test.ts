import type { WorkerBlockScope } from './worker-blocks';
import {
  type BlockCoverage,
  blockCovers,
  blockWarningsFor,
  canManageBlockScope,
  createWorkerBlockProblem,
  createWorkerBlockProblems,
  isWorkerBlockedIn,
} from './worker-blocks.rules';

const accountA = 'account-a';
const accountB = 'account-b';
const area1 = 'area-1';
const area2 = 'area-2';
const areaOfB = 'area-b';

function block(scope: WorkerBlockScope, overrides: Partial<BlockCoverage> = {}): BlockCoverage {
  return {
    scope,
    accountId: scope === 'app' ? null : accountA,
    areaIds: scope === 'areas' ? [area1] : [],
    liftedAt: null,
    ...overrides,
  };
}

describe('isWorkerBlockedIn', () => {
  // Every scope against every kind of place: the block's own area, another area of its account, the account
  // without an area, and an area of another account; each active and lifted.
  const places = {
    'its area': { accountId: accountA, areaId: area1 },
    'another area of the account': { accountId: accountA, areaId: area2 },
    'the account without an area': { accountId: accountA },
    'the account with a null area': { accountId: accountA, areaId: null },
    'an area of another account': { accountId: accountB, areaId: areaOfB },
    'another account without an area': { accountId: accountB },
  } as const;
  type PlaceName = keyof typeof places;
  const expected: Record<WorkerBlockScope, Record<PlaceName, boolean>> = {
    app: {
      'its area': true,
      'another area of the account': true,
      'the account without an area': true,
      'the account with a null area': true,
      'an area of another account': true,
      'another account without an area': true,
    },
    account: {
      'its area': true,
      'another area of the account': true,
      'the account without an area': true,
      'the account with a null area': true,
      'an area of another account': false,
      'another account without an area': false,
    },
    areas: {
      'its area': true,
      'another area of the account': false,
      'the account without an area': false,
      'the account with a null area': false,
      'an area of another account': false,
      'another account without an area': false,
    },
  };

  for (const scope of ['app', 'account', 'areas'] as const) {
    for (const [placeName, place] of Object.entries(places) as [PlaceName, (typeof places)[PlaceName]][]) {
      const isBlocked = expected[scope][placeName];
      it(`an active ${scope} block ${isBlocked ? 'blocks' : 'does not block'} ${placeName}`, () => {
        expect(isWorkerBlockedIn([block(scope)], place)).toBe(isBlocked);
        expect(blockCovers(block(scope), place)).toBe(isBlocked);
      });
      it(`a lifted ${scope} block never blocks ${placeName}`, () => {
        expect(isWorkerBlockedIn([block(scope, { liftedAt: new Date('2026-01-01T00:00:00Z') })], place)).toBe(
          false,
        );
        expect(isWorkerBlockedIn([block(scope, { liftedAt: '2026-01-01T00:00:00.000Z' })], place)).toBe(
          false,
        );
      });
    }
  }

  it('is not blocked without blocks', () => {
    expect(isWorkerBlockedIn([], { accountId: accountA, areaId: area1 })).toBe(false);
  });

  it('blocks in any of several selected areas, and in none of the others', () => {
    const blocks = [block('areas', { areaIds: [area1, area2] })];
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: area1 })).toBe(true);
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: area2 })).toBe(true);
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: 'area-3' })).toBe(false);
  });

  it('does not let an areas block of another account leak by area id', () => {
    const blocks = [block('areas', { accountId: accountB, areaIds: [area1] })];
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: area1 })).toBe(false);
  });

  it('counts one active block among lifted ones', () => {
    const blocks = [
      block('account', { liftedAt: new Date() }),
      block('areas', { areaIds: [area2] }),
      block('app', { liftedAt: new Date() }),
    ];
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: area1 })).toBe(false);
    expect(isWorkerBlockedIn(blocks, { accountId: accountA, areaId: area2 })).toBe(true);
  });
});

describe('blockWarningsFor', () => {
  it('gives no warning for a worker who is not blocked there', () => {
    expect(
      blockWarningsFor([block('areas', { areaIds: [area2] })], { accountId: accountA, areaId: area1 }),
    ).toEqual([]);
  });

  it('warns once per covering block, whole app first, then account, then areas, keeping the block', () => {
    const areas = { ...block('areas'), id: 'b1', reason: 'Myöhästely' };
    const account = { ...block('account'), id: 'b2', reason: 'Asiakkaan pyyntö' };
    const app = { ...block('app'), id: 'b3', reason: 'Väärinkäytös' };
    const lifted = { ...block('account', { liftedAt: new Date() }), id: 'b4', reason: 'Vanha' };
    const warnings = blockWarningsFor([areas, lifted, account, app], { accountId: accountA, areaId: area1 });
    expect(warnings.map((warning) => [warning.code, warning.scope, warning.block.id])).toEqual([
      ['WORKER_BLOCKED', 'app', 'b3'],
      ['WORKER_BLOCKED', 'account', 'b2'],
      ['WORKER_BLOCKED', 'areas', 'b1'],
    ]);
    expect(warnings[0]?.block.reason).toBe('Väärinkäytös');
  });
});

describe('canManageBlockScope', () => {
  it.each([
    ['super-admin', true],
    ['organization-admin', true],
    ['admin', true],
    ['agent', false],
    ['customer', false],
  ] as const)('whole-app blocks: %s -> %s', (role, allowed) => {
    expect(canManageBlockScope(role, 'app')).toBe(allowed);
  });

  it('leaves account and areas blocks to the route ability', () => {
    expect(canManageBlockScope('agent', 'account')).toBe(true);
    expect(canManageBlockScope('agent', 'areas')).toBe(true);
  });
});

describe('createWorkerBlockProblems', () => {
  it.each([
    ['', 'account', []],
    ['   ', 'account', []],
    [null, 'app', []],
    [undefined, 'areas', [area1]],
  ] as const)('requires a reason (%j, %s)', (reason, scope, areaIds) => {
    expect(createWorkerBlockProblems({ scope, areaIds, reason }).reason).toBe('BLOCK_REASON_REQUIRED');
    expect(createWorkerBlockProblem({ scope, areaIds, reason })).toBe('BLOCK_REASON_REQUIRED');
  });

  it('requires an area for the selected-areas scope only', () => {
    expect(createWorkerBlockProblems({ scope: 'areas', areaIds: [], reason: 'Syy' })).toEqual({
      areaIds: 'BLOCK_AREAS_REQUIRED',
    });
    expect(createWorkerBlockProblems({ scope: 'account', areaIds: [], reason: 'Syy' })).toEqual({});
    expect(createWorkerBlockProblems({ scope: 'app', areaIds: [], reason: 'Syy' })).toEqual({});
    expect(createWorkerBlockProblems({ scope: 'areas', areaIds: [area1], reason: 'Syy' })).toEqual({});
  });

  it('reports both problems per field, and the reason first as the single problem', () => {
    const input = { scope: 'areas' as const, areaIds: [], reason: '' };
    expect(createWorkerBlockProblems(input)).toEqual({
      reason: 'BLOCK_REASON_REQUIRED',
      areaIds: 'BLOCK_AREAS_REQUIRED',
    });
    expect(createWorkerBlockProblem(input)).toBe('BLOCK_REASON_REQUIRED');
    expect(createWorkerBlockProblem({ ...input, reason: 'Syy' })).toBe('BLOCK_AREAS_REQUIRED');
    expect(createWorkerBlockProblem({ ...input, reason: 'Syy', areaIds: [area1] })).toBeNull();
  });
});
