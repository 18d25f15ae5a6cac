import type { Actor } from '@portal/domain/access';

/** Who a signed-in user may act as, looked up for each authenticated request. */
export type ActorSource = {
  /**
   * The user's actor in a session, or null when it may not act: unknown, inactive, deleted or not staff
   * user, or a session that has ended (signed out, password changed, refresh token reused).
   */
  actorOf(userId: string, sessionId: string): Promise<Actor | null>;
  /**
   * Drops what is remembered of a user's sessions: call after ending a session or changing their role,
   * status, accounts or areas.
   */
  forget(userId: string): void;
};

/**
 * How long a looked-up actor is reused. A screen sends its requests in a burst (the calendar, its areas,
 * the badge, the event stream), and each used to read the same user, accounts and areas again; one lookup
 * now serves the burst. It is also the longest a change made outside this process (another instance, SQL by
 * hand) takes to reach a user's requests here: a deactivated user or a session ended on another instance is
 * refused within 2 s.
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
  lookup: (userId: string, sessionId: string) => Promise<Actor | null>,
  options: { reuseMs?: number; now?: () => number } = {},
): ActorSource {
  const reuseMs = options.reuseMs ?? actorReuseMs;
  const now = options.now ?? (() => performance.now());
  // Keyed by user and session: a session's end must not wait for another session's entry to expire.
  const remembered = new Map<string, Remembered>();
  const keyOf = (userId: string, sessionId: string) => `${userId} ${sessionId}`;

  function remember(userId: string, sessionId: string): Promise<Actor | null> {
    const key = keyOf(userId, sessionId);
    if (remembered.size >= maxRemembered) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) {
        remembered.delete(oldest);
      }
    }
    const entry: Remembered = { actor: lookup(userId, sessionId), until: now() + reuseMs };
    remembered.set(key, entry);
    entry.actor.catch(() => {
      if (remembered.get(key) === entry) {
        remembered.delete(key);
      }
    });
    return entry.actor;
  }

  return {
    actorOf(userId, sessionId) {
      const key = keyOf(userId, sessionId);
      const entry = remembered.get(key);
      if (entry && now() < entry.until) {
        return entry.actor;
      }
      remembered.delete(key);
      return remember(userId, sessionId);
    },
    forget(userId) {
      // Rare (sign-out, password change), and the map holds only the last two seconds' users.
      const prefix = `${userId} `;
      for (const key of remembered.keys()) {
        if (key.startsWith(prefix)) {
          remembered.delete(key);
        }
      }
    },
  };
}
