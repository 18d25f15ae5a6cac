import type { ActionCenterTab } from '@portal/domain/action-center';
import { listActionCenterQuerySchema } from '@portal/domain/action-center';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { useTabParam } from '@/hooks/use-tab-param';

/**
 * The tab and page live in the address (?tab=completions&page=2), so a reload or a shared link shows the
 * same list. A tab the user may not open (or none) falls back to the first one they may.
 */
export function useActionCenterParams(visibleTabs: readonly ActionCenterTab[]) {
  const [tab, setTab] = useTabParam(visibleTabs, visibleTabs[0] ?? 'completions');
  const { query, setPage } = useSearchListParams(listActionCenterQuerySchema);
  return { tab, query, setTab, setPage };
}
