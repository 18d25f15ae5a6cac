import { type ActionCenterTab, actionCenterTabs } from '@portal/domain/action-center/action-center';
import {
  type ListActionCenterQuery,
  listActionCenterQuerySchema,
} from '@portal/domain/action-center/action-center.inputs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function isTab(value: string | null): value is ActionCenterTab {
  return value !== null && (actionCenterTabs as readonly string[]).includes(value);
}

/**
 * The tab and page live in the address (?tab=completions&page=2), so a reload or a shared link shows the
 * same list. A tab the user may not open (or none) falls back to the first one they may.
 */
export function useActionCenterParams(visibleTabs: readonly ActionCenterTab[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const fallback = visibleTabs[0] ?? 'completions';
  const tab: ActionCenterTab = isTab(tabParam) && visibleTabs.includes(tabParam) ? tabParam : fallback;
  const parsed = listActionCenterQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: ListActionCenterQuery = parsed.success ? parsed.data : listActionCenterQuerySchema.parse({});

  const setTab = useCallback(
    (next: ActionCenterTab) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        params.delete('page');
        return params;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (page > 1) {
          params.set('page', String(page));
        } else {
          params.delete('page');
        }
        return params;
      });
    },
    [setSearchParams],
  );

  return { tab, query, setTab, setPage };
}
