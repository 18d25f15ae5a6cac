import type { RecordSubject } from '@portal/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import type { LiveQueryRoot } from './web-feature';

/** Which query roots a change of each subject makes stale. Subjects not listed refresh nothing. */
export type LiveQueryRoots = Partial<Record<RecordSubject, readonly string[]>>;

/** The map of every feature's live roots (see lib/live-events.ts), roots in the order of the features. */
export function liveQueryRootsOf(
  features: readonly { liveQueries?: readonly LiveQueryRoot[] }[],
): LiveQueryRoots {
  const roots: Partial<Record<RecordSubject, string[]>> = {};
  for (const { root, refreshOn } of features.flatMap((feature) => feature.liveQueries ?? [])) {
    for (const subject of refreshOn) {
      const subjectRoots = roots[subject] ?? [];
      roots[subject] = subjectRoots.includes(root) ? subjectRoots : [...subjectRoots, root];
    }
  }
  return roots;
}

/** Roots of every query that shows shifts or gigs (lists, calendar, action center, badge, figures). */
export function shiftQueryRootsOf(roots: LiveQueryRoots): string[] {
  return [...new Set([...(roots.Shift ?? []), ...(roots.Gig ?? [])])];
}

// The app provides the map collected from its feature list; lib and features only read it, so no
// feature names another feature's query root.
const LiveQueryRootsContext = createContext<LiveQueryRoots>({});

export const LiveQueryRootsProvider = LiveQueryRootsContext.Provider;

export function useLiveQueryRoots(): LiveQueryRoots {
  return useContext(LiveQueryRootsContext);
}

/** After the user's own change to shifts of an account: refreshes everything that shows them, at once. */
export function useInvalidateShiftQueries(): (accountId: string) => Promise<unknown> {
  const queryClient = useQueryClient();
  const roots = useLiveQueryRoots();
  return useCallback(
    (accountId: string) =>
      Promise.all(
        shiftQueryRootsOf(roots).map((root) =>
          queryClient.invalidateQueries({ queryKey: [root, accountId] }),
        ),
      ),
    [queryClient, roots],
  );
}
