import { type ChangeEvent, changeEventSchema, changeEventsChannel } from '@portal/domain/events';
import type { DatabaseConnection } from '../../db/client';

/** Receives the change events of the accounts it subscribed for. */
export type ChangeEventSubscriber = (event: ChangeEvent) => void;

export type ChangeEventHub = {
  /** Starts the shared LISTEN on first use; resolves once notices are flowing, to an unsubscribe function. */
  subscribe(accountIds: readonly string[], subscriber: ChangeEventSubscriber): Promise<() => void>;
  /** Number of open subscriptions (tests and diagnostics). */
  size(): number;
  close(): Promise<void>;
};

/**
 * One LISTEN on `portal_changes` per process, fanned out to every open event stream. Holding one listening
 * connection rather than one per browser tab keeps PostgreSQL connections flat however many users watch.
 * Each subscriber gets only events of the accounts it named (its actor's accounts).
 * Events carry no area: the stream narrows them further to what the actor may read (event-scope.ts).
 */
export function createChangeEventHub(connection: Pick<DatabaseConnection, 'listen'>): ChangeEventHub {
  const subscriptions = new Map<ChangeEventSubscriber, ReadonlySet<string>>();
  let listening: Promise<() => Promise<void>> | null = null;

  function dispatch(payload: string): void {
    let event: ChangeEvent;
    try {
      const parsed = changeEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) {
        return;
      }
      event = parsed.data;
    } catch {
      return;
    }
    for (const [subscriber, accountIds] of subscriptions) {
      if (accountIds.has(event.accountId)) {
        subscriber(event);
      }
    }
  }

  return {
    async subscribe(accountIds, subscriber) {
      listening ??= connection.listen(changeEventsChannel, dispatch);
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
      subscriptions.set(subscriber, new Set(accountIds));
      return () => {
        subscriptions.delete(subscriber);
      };
    },
    size: () => subscriptions.size,
    async close() {
      subscriptions.clear();
      const pending = listening;
      listening = null;
      const unlisten = await pending?.catch(() => null);
      await unlisten?.();
    },
  };
}
