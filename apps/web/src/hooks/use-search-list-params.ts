import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type SearchListQuery = { search?: string | undefined; page: number; perPage: number };

/**
 * A searchable, paged list keeps its search and page in the address (?search=...&page=2), so a reload, a
 * shared link or the back button shows the same page. Values that do not parse fall back to the
 * defaults of the list's query schema (from the domain contract).
 */
export function useSearchListParams<TSchema extends z.ZodType<SearchListQuery>>(schema: TSchema) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = schema.safeParse({
    search: searchParams.get('search') ?? undefined,
    page: searchParams.get('page') ?? undefined,
    perPage: searchParams.get('perPage') ?? undefined,
  });
  const query: z.output<TSchema> = parsed.success ? parsed.data : schema.parse({});

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
          // A new search starts from its first page.
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
