import type { ListPoolsQuery } from '@portal/domain/pools/pools.inputs';
import { listPoolsQuerySchema } from '@portal/domain/pools/pools.inputs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's search and page live in the address (?search=...&page=2), so a reload, a shared link or the
 * back button shows the same page. Values that do not parse fall back to the defaults.
 */
export function usePoolsListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = listPoolsQuerySchema.safeParse({
    search: searchParams.get('search') ?? undefined,
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: ListPoolsQuery = parsed.success ? parsed.data : listPoolsQuerySchema.parse({});

  const setSearch = useCallback(
    (search: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) {
            next.set('search', search);
          } else {
            next.delete('search');
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) {
          next.set('page', String(page));
        } else {
          next.delete('page');
        }
        return next;
      });
    },
    [setSearchParams],
  );

  return { query, setSearch, setPage };
}
