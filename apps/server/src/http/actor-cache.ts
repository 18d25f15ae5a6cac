import type { Actor } from '@portal/domain/access';

/** Who a signed-in user may act as, looked up for each authenticated request. */
export type ActorSource = {
  /** The user's actor, or null when the user may not act (unknown, inactive, deleted, not staff). */
  actorOf(userId: string): Promise<Actor | null>;
  /** Drops what is remembered of a user: call after changing their role, status, accounts or areas. */
  forget(userId: string): void;
};

/**
 * How long a looked-up actor is reused. A screen sends its requests in a burst (the calendar, its areas,
 * the badge, the event stream), and each used to read the same user, accounts and areas again; one lookup
 * now serves the burst. It is also the longest a change made outside this process (another instance, SQL by
 * hand) takes to reach a user's requests here: a deactivated user is refused within 2 s.
 */
export const actorReuseMs = 2_000;

/** A bound on memory: one entry per user active in the last two seconds, far below this. */
const maxRemembered = 5_000;

type Remembered = { actor: Promise<Actor | null>; until: number };

/**
 * An `ActorSource` that remembers each lookup for `reuseMs`. Concurrent requests of one user share a
 * single lookup. A failed lookup is not remembered, so the next request tries again.
 * `now` is a monotonic clock in milliseconds (not the app's clock, which tests stop and move).
 */
export function createActorCache(
  lookup: (userId: string) => Promise<Actor | null>,
  options: { reuseMs?: number; now?: () => number } = {},
): ActorSource {
  const reuseMs = options.reuseMs ?? actorReuseMs;
  const now = options.now ?? (() => performance.now());
  const remembered = new Map<string, Remembered>();

  function remember(userId: string): Promise<Actor | null> {
    if (remembered.size >= maxRemembered) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) {
        remembered.delete(oldest);
      }
    }
    const entry: Remembered = { actor: lookup(userId), until: now() + reuseMs };
    remembered.set(userId, entry);
    entry.actor.catch(() => {
      if (remembered.get(userId) === entry) {
        remembered.delete(userId);
      }
    });
    return entry.actor;
  }

  return {
    actorOf(userId) {
      const entry = remembered.get(userId);
      if (entry && now() < entry.until) {
        return entry.actor;
      }
      remembered.delete(userId);
      return remember(userId);
    },
    forget(userId) {
      remembered.delete(userId);
    },
  };
}
