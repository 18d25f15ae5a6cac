import { type ApplicationListQuery, applicationListQuerySchema } from '@portal/domain/recruitment';
import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

/** The list's URL search parameters: every filter, the order and the page (the tab has its own). */
export const applicationListParamNames = [
  'search',
  'step',
  'profession',
  'region',
  'assignedTo',
  'createdFrom',
  'createdTo',
  'seekingFrom',
  'seekingTo',
  'seekingTerm',
  'sort',
  'order',
  'page',
  'perPage',
] as const;
export type ApplicationListParamName = (typeof applicationListParamNames)[number];
export type ApplicationListChanges = Partial<Record<ApplicationListParamName, string | null>>;

/** The filters counted on the phone's filters button (search, order and page are not among them). */
export const applicationFilterNames = [
  'step',
  'profession',
  'region',
  'assignedTo',
  'createdFrom',
  'createdTo',
  'seekingFrom',
  'seekingTo',
  'seekingTerm',
] as const;

/**
 * The list query in the URL, keeping only values the API accepts (a hand-edited or stale address never
 * breaks the page), in a fixed order so equal filters share a cache entry. Steps travel as one
 * comma-separated value (`step=applied,no_answer`), as the API reads them.
 */
export function readApplicationListQuery(searchParams: URLSearchParams): ApplicationListQuery {
  const query: Record<string, string> = {};
  for (const name of applicationListParamNames) {
    const value = searchParams.get(name);
    if (value !== null && value !== '' && applicationListQuerySchema.shape[name].safeParse(value).success) {
      query[name] = value;
    }
  }
  return query as ApplicationListQuery;
}

/** The steps chosen in the filter, as a list. */
export function stepsOf(query: ApplicationListQuery): string[] {
  const { step } = query;
  if (step === undefined) {
    return [];
  }
  return (Array.isArray(step) ? step : step.split(',')).filter(Boolean);
}

/** Reads and changes the applications list's filters in the URL; a changed filter goes back to page 1. */
export function useApplicationListParams() {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const query = useMemo(() => readApplicationListQuery(searchParams), [searchParams]);

  const update = useCallback(
    (changes: ApplicationListChanges, { replace = true } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value.trim() === '') {
              next.delete(name);
            } else {
              next.set(name, value.trim());
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
    () =>
      setSearchParams(
        (current) => {
          // The tab stays: clearing the filters does not leave the call list or the list.
          const next = new URLSearchParams();
          const tab = current.get('tab');
          if (tab) {
            next.set('tab', tab);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { query, update, clear };
}
