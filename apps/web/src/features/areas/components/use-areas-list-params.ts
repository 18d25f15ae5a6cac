import { type ListAreasQuery, listAreasQuerySchema } from '@portal/domain/areas/areas.inputs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's search and page live in the address (?search=...&page=2), so a reload, a shared link or the
 * back button shows the same page. Values that do not parse fall back to the defaults.
 */
export function useAreasListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = listAreasQuerySchema.safeParse({
    search: searchParams.get('search') ?? undefined,
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: ListAreasQuery = parsed.success ? parsed.data : listAreasQuerySchema.parse({});

  const setSearch = useCallback(
    (search: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) {
            next.set('search', search.trim());
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
