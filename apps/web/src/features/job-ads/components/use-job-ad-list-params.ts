import { type ListJobAdsQuery, listJobAdsQuerySchema } from '@portal/domain/job-ads';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSearchListParams } from '@/hooks/use-search-list-params';

const paramKeys = ['status', 'search', 'sort', 'order', 'page', 'perPage'] as const;
export type JobAdsQuery = z.output<typeof listJobAdsQuerySchema>;

/** The address's values; one the schema refuses falls back to its default, the rest still count. */
function parseParams(searchParams: URLSearchParams): JobAdsQuery {
  const raw: Record<string, string> = {};
  for (const key of paramKeys) {
    const value = searchParams.get(key);
    if (value) {
      raw[key] = value;
    }
  }
  const whole = listJobAdsQuerySchema.safeParse(raw);
  if (whole.success) {
    return whole.data;
  }
  const wrong = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
  return listJobAdsQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !wrong.has(key))),
  );
}

/** The job-ad list keeps its status filter, search, sort and page in the address. */
export function useJobAdListParams() {
  const list = useSearchListParams(listJobAdsQuerySchema);
  const [searchParams] = useSearchParams();
  const setFilters: (
    changes: Partial<Record<Exclude<keyof ListJobAdsQuery, 'page'>, string | undefined>>,
  ) => void = list.setFilters;
  return { query: parseParams(searchParams), setFilters, setPage: list.setPage };
}
