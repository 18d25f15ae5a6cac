import { useCallback } from 'react';
import type { z } from 'zod';
import { usePageSearchParams } from './use-page-search-params';

type SearchListQuery = { search?: string | undefined; page: number; perPage: number };

/**
 * A searchable, paged list keeps its search and page in the address (?search=...&page=2), so a reload, a
 * shared link or the back button shows the same page. Values that do not parse fall back to the
 * defaults of the list's query schema (from the domain contract).
 */
export function useSearchListParams<TSchema extends z.ZodType<SearchListQuery>>(schema: TSchema) {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const parsed = schema.safeParse({
    search: searchParams.get('search') ?? undefined,
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: z.output<TSchema> = parsed.success ? parsed.data : schema.parse({});

  /** Sets filters in the address, removing the emptied ones; other filters start from the first page. */
  const setFilters = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const trimmed = value?.trim();
            if (trimmed) {
              next.set(name, trimmed);
            } else {
              next.delete(name);
            }
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setSearch = useCallback((search: string) => setFilters({ search }), [setFilters]);

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

  return { query, setSearch, setFilters, setPage };
}
