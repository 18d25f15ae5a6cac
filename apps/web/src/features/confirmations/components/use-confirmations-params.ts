import { type ListConfirmationsQuery, listConfirmationsQuerySchema } from '@portal/domain/confirmations';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchListParams } from '@/hooks/use-search-list-params';

/** The list's filters in the URL besides the page (which the shared list hook keeps). */
export const confirmationFilterNames = ['workerId', 'areaId', 'from', 'to', 'state', 'sort'] as const;
export type ConfirmationFilterName = (typeof confirmationFilterNames)[number];

/**
 * The confirmations list query in the URL (?workerId=...&state=verified&page=2), so a reload or a shared
 * link shows the same rows. Values the API would refuse are dropped one by one, never the whole query.
 */
export function useConfirmationsParams() {
  const { query: pageQuery, setPage } = useSearchListParams(listConfirmationsQuerySchema);
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo((): ListConfirmationsQuery => {
    const filters: Record<string, string> = {};
    for (const name of confirmationFilterNames) {
      const value = searchParams.get(name);
      if (value && listConfirmationsQuerySchema.shape[name].safeParse(value).success) {
        filters[name] = value;
      }
    }
    // The shared hook parsed only the page; its other fields are defaults, not the address.
    const page = { page: pageQuery.page, perPage: pageQuery.perPage };
    const parsed = listConfirmationsQuerySchema.safeParse({ ...filters, ...page });
    // Only a range ending before it starts fails as a whole: its end is then left out.
    return parsed.success
      ? parsed.data
      : listConfirmationsQuerySchema.parse({ ...filters, to: undefined, ...page });
  }, [searchParams, pageQuery.page, pageQuery.perPage]);

  const setFilters = useCallback(
    (changes: Partial<Record<ConfirmationFilterName, string | null>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) {
              next.set(name, value);
            } else {
              next.delete(name);
            }
          }
          // Other filters start from their first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(confirmationFilterNames.map((name) => [name, null]))),
    [setFilters],
  );

  return { query, setFilters, clearFilters, setPage };
}
