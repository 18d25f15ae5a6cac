import { type OutboxPageQuery, outboxPageQuerySchema } from '@portal/domain/outbox/outbox.contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const outboxTabs = ['mail', 'sms'] as const;
export type OutboxTab = (typeof outboxTabs)[number];

function isOutboxTab(value: string | null): value is OutboxTab {
  return value !== null && (outboxTabs as readonly string[]).includes(value);
}

/**
 * The tab and page live in the address (?tab=sms&page=2), so a reload, a shared link or the back button
 * shows the same list. Values that do not parse fall back to the mail tab and the first page.
 */
export function useOutboxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: OutboxTab = isOutboxTab(tabParam) ? tabParam : 'mail';
  const parsed = outboxPageQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: OutboxPageQuery = parsed.success ? parsed.data : outboxPageQuerySchema.parse({});

  const setTab = useCallback(
    (next: OutboxTab) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'mail') {
          params.delete('tab');
        } else {
          params.set('tab', next);
        }
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
