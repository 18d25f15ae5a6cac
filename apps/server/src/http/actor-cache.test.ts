import type { Actor } from '@portal/domain/access';
import { describe, expect, it } from 'vitest';
import { actorReuseMs, createActorCache } from './actor-cache';

const admin: Actor = {
  userId: 'user-1',
  role: 'admin',
  organizationId: 'organization-1',
  accountIds: ['account-1'],
  areaIds: null,
};

/** A lookup that counts its calls and answers from a table the test changes, on a clock the test moves. */
function setup(reuseMs = actorReuseMs) {
  const actors = new Map<string, Actor | null>([['user-1', admin]]);
  const calls: string[] = [];
  let clock = 1_000;
  let failNext = false;
  const cache = createActorCache(
    async (userId) => {
      calls.push(userId);
      if (failNext) {
        failNext = false;
        throw new Error('connection reset');
      }
      return actors.get(userId) ?? null;
    },
    { reuseMs, now: () => clock },
  );
  return {
    cache,
    actors,
    calls,
    advance: (ms: number) => {
      clock += ms;
    },
    failOnce: () => {
      failNext = true;
    },
  };
}

describe('actor cache', () => {
  it('reuses a lookup for 2 seconds, then looks the user up again and sees a change', async () => {
    const { cache, actors, calls, advance } = setup();
    expect(await cache.actorOf('user-1', 'session-1')).toEqual(admin);
    advance(actorReuseMs - 1);
    expect(await cache.actorOf('user-1', 'session-1')).toEqual(admin);
    expect(calls).toEqual(['user-1']);

    actors.set('user-1', null); // deactivated by someone else, e.g. on another instance
    advance(1);
    expect(await cache.actorOf('user-1', 'session-1')).toBeNull();
    expect(calls).toEqual(['user-1', 'user-1']);
  });

  it('forgets a user at once when told, so a change made here applies to the next request', async () => {
    const { cache, actors, calls } = setup();
    await cache.actorOf('user-1', 'session-1');
    actors.set('user-1', { ...admin, role: 'agent' });
    cache.forget('user-1');
    expect((await cache.actorOf('user-1', 'session-1'))?.role).toBe('agent');
    expect(calls).toHaveLength(2);
  });

  it('lets concurrent requests of one user share a single lookup, and keeps users apart', async () => {
    const { cache, actors, calls } = setup();
    actors.set('user-2', { ...admin, userId: 'user-2', role: 'customer', areaIds: ['area-1'] });
    const [first, second, other] = await Promise.all([
      cache.actorOf('user-1', 'session-1'),
      cache.actorOf('user-1', 'session-1'),
      cache.actorOf('user-2', 'session-1'),
    ]);
    expect(first).toBe(second);
    expect(other?.role).toBe('customer');
    expect(calls).toEqual(['user-1', 'user-2']);
  });

  it('remembers that a user may not act, for the same 2 seconds', async () => {
    const { cache, calls } = setup();
    expect(await cache.actorOf('unknown', 'session-1')).toBeNull();
    expect(await cache.actorOf('unknown', 'session-1')).toBeNull();
    expect(calls).toEqual(['unknown']);
  });

  it('does not remember a failed lookup: the next request tries again', async () => {
    const { cache, calls, failOnce } = setup();
    failOnce();
    await expect(cache.actorOf('user-1', 'session-1')).rejects.toThrow('connection reset');
    expect(await cache.actorOf('user-1', 'session-1')).toEqual(admin);
    expect(calls).toEqual(['user-1', 'user-1']);
  });

  it('forgets every session of the user told, and no other user', async () => {
    const { cache, actors, calls } = setup();
    actors.set('user-2', { ...admin, userId: 'user-2' });
    await Promise.all([
      cache.actorOf('user-1', 'session-1'),
      cache.actorOf('user-1', 'session-2'),
      cache.actorOf('user-2', 'session-3'),
    ]);
    cache.forget('user-1');
    await Promise.all([
      cache.actorOf('user-1', 'session-1'),
      cache.actorOf('user-1', 'session-2'),
      cache.actorOf('user-2', 'session-3'),
    ]);
    expect(calls).toEqual(['user-1', 'user-1', 'user-2', 'user-1', 'user-1']);
  });
});
