import { outboxPageQuerySchema } from '@portal/domain/outbox';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { useTabParam } from '@/hooks/use-tab-param';

export const outboxTabs = ['mail', 'sms'] as const;
export type OutboxTab = (typeof outboxTabs)[number];

/**
 * The tab and page live in the address (?tab=sms&page=2), so a reload, a shared link or the back button
 * shows the same list. Values that do not parse fall back to the mail tab and the first page.
 */
export function useOutboxParams() {
  const [tab, setTab] = useTabParam(outboxTabs, 'mail', { omitFallback: true });
  const { query, setPage } = useSearchListParams(outboxPageQuerySchema);
  return { tab, query, setTab, setPage };
}
