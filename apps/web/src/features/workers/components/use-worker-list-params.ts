import { type WorkerListQuery, workerListQuerySchema } from '@portal/domain/workers';
import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

/** The list's URL search parameters: every filter, the order and the page. */
export const workerListParamNames = [
  'search',
  'status',
  'profession',
  'poolId',
  'city',
  'region',
  'overFifty',
  'shifts',
  'sort',
  'page',
  'perPage',
] as const;
export type WorkerListParamName = (typeof workerListParamNames)[number];

/**
 * The list query in the URL, keeping only values the API accepts (a hand-edited or stale address never
 * breaks the page), in a fixed order so equal filters share a cache entry.
 */
export function readWorkerListQuery(searchParams: URLSearchParams): WorkerListQuery {
  const query: Record<string, string> = {};
  for (const name of workerListParamNames) {
    const value = searchParams.get(name);
    if (value !== null && value !== '' && workerListQuerySchema.shape[name].safeParse(value).success) {
      query[name] = value;
    }
  }
  return query as WorkerListQuery;
}

/** Reads and changes the personnel list's filters in the URL; a changed filter goes back to page 1. */
export function useWorkerListParams() {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const query = useMemo(() => readWorkerListQuery(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<Record<WorkerListParamName, string | null>>, { replace = true } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') {
              next.delete(name);
            } else {
              next.set(name, value);
            }
          }
          if (!('page' in changes)) {
            next.delete('page');
          }
          return next;
        },
        // Typing in a filter replaces the history entry; turning a page adds one, so Back returns to it.
        { replace },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true }),
    [setSearchParams],
  );

  return { query, searchParams, update, clear };
}
