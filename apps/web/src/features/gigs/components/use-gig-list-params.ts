import { type ListGigsQuery, listGigsQuerySchema } from '@portal/domain/gigs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchListParams } from '@/hooks/use-search-list-params';

/** The list's filters, sort and page as they appear in the address (?label=open&areaId=...&page=2). */
export const gigListParamKeys = [
  'label',
  'areaId',
  'from',
  'to',
  'roleType',
  'text',
  'sort',
  'order',
  'page',
  'perPage',
] as const;
export type GigListParam = (typeof gigListParamKeys)[number];

/** A value the schema refuses falls back to its default, the rest of the address still counts. */
function parseParams(searchParams: URLSearchParams): ListGigsQuery {
  const raw: Record<string, string> = {};
  for (const key of gigListParamKeys) {
    const value = searchParams.get(key);
    if (value !== null && value !== '') {
      raw[key] = value;
    }
  }
  const whole = listGigsQuerySchema.safeParse(raw);
  if (whole.success) {
    return whole.data;
  }
  const wrong = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
  return listGigsQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !wrong.has(key))),
  );
}

/**
 * The gigs list keeps every filter, the sort and the page in the address, so a view can be shared and
 * survives a reload. A changed filter or sort starts again from the first page.
 */
export function useGigListParams() {
  const list = useSearchListParams(listGigsQuerySchema);
  const setFilters: (changes: Partial<Record<Exclude<GigListParam, 'page'>, string | undefined>>) => void =
    list.setFilters;
  const [searchParams] = useSearchParams();
  const query = parseParams(searchParams);

  const clearFilters = useCallback(
    () => list.setFilters(Object.fromEntries(gigListParamKeys.map((key) => [key, undefined]))),
    [list.setFilters],
  );

  return { query, setFilters, setPage: list.setPage, clearFilters };
}
