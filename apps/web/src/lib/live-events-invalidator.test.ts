import type { ChangeEvent } from '@portal/domain/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveInvalidator } from './live-events';
import { liveQueryRootsOf } from './live-query-roots';

const accountId = '00000000-0000-4000-8000-000000000001';
const otherAccountId = '00000000-0000-4000-8000-000000000002';
const shiftChange: ChangeEvent = { accountId, subject: 'Shift', id: 'shift-1', action: 'updated' };
// A few features' registrations (the app's own map is checked in app/feature-list.test.ts).
const liveQueryRoots = liveQueryRootsOf([
  { liveQueries: [{ root: 'shifts', refreshOn: ['Shift', 'Gig'] }] },
  { liveQueries: [{ root: 'gigs', refreshOn: ['Shift', 'Gig'] }] },
  { liveQueries: [{ root: 'action-center', refreshOn: ['Shift', 'Gig', 'AccountSettings'] }] },
  { liveQueries: [{ root: 'confirmations', refreshOn: ['Shift', 'Gig'] }] },
  { liveQueries: [{ root: 'shift-planning', refreshOn: ['Shift', 'Gig'] }] },
  { liveQueries: [{ root: 'dashboard', refreshOn: ['Shift', 'Gig'] }] },
  { liveQueries: [{ root: 'pools', refreshOn: ['Pool', 'Worker', 'Area'] }] },
  {},
]);

describe('createLiveInvalidator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function seededClient() {
    const queryClient = new QueryClient();
    const keys = [
      ['action-center', accountId, 'badge'],
      ['action-center', otherAccountId, 'badge'],
      ['shifts', accountId, 'calendar', { from: 'x' }],
      ['confirmations', accountId, 'list'],
      ['dashboard', accountId, 'figures'],
      ['pools', accountId, 'list'],
      ['me'],
    ];
    for (const key of keys) {
      queryClient.setQueryData(key, 1);
    }
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey);
    return { queryClient, stale };
  }

  it('invalidates, once and batched, the shift queries of the changed account only', async () => {
    vi.useFakeTimers();
    const { queryClient, stale } = seededClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const invalidator = createLiveInvalidator(queryClient, liveQueryRoots, 100);
    invalidator.change(shiftChange);
    invalidator.change({ ...shiftChange, id: 'shift-2' });
    invalidator.change({ ...shiftChange, subject: 'Gig', id: 'gig-1' });
    expect(stale()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(stale()).toEqual([
      ['action-center', accountId, 'badge'],
      ['shifts', accountId, 'calendar', { from: 'x' }],
      ['confirmations', accountId, 'list'],
      ['dashboard', accountId, 'figures'],
    ]);
    expect(invalidate).toHaveBeenCalledTimes(6);
  });

  it('maps other subjects to their features, ignores unknown ones and refreshes everything after a gap', async () => {
    vi.useFakeTimers();
    const pools = seededClient();
    const poolsInvalidator = createLiveInvalidator(pools.queryClient, liveQueryRoots, 10);
    poolsInvalidator.change({ accountId, subject: 'Pool', id: 'pool-1', action: 'created' });
    poolsInvalidator.change({ accountId, subject: 'AuditLog', id: 'x', action: 'created' });
    await vi.advanceTimersByTimeAsync(10);
    expect(pools.stale()).toEqual([['pools', accountId, 'list']]);

    const gap = seededClient();
    const gapInvalidator = createLiveInvalidator(gap.queryClient, liveQueryRoots, 10);
    gapInvalidator.everything();
    await vi.advanceTimersByTimeAsync(10);
    expect(gap.stale()).toHaveLength(6);
    expect(gap.stale()).not.toContainEqual(['me']);
  });
});
