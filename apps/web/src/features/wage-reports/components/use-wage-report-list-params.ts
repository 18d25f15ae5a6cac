import { type ListWageReportsQuery, listWageReportsQuerySchema } from '@portal/domain/incomes-register';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchListParams } from '@/hooks/use-search-list-params';

/** The list's filters and page as they appear in the address (?status=rejected&from=...&page=2). */
export const wageReportListParamKeys = ['status', 'from', 'to', 'workerId', 'page', 'perPage'] as const;
type Param = (typeof wageReportListParamKeys)[number];
export type WageReportFilterChanges = Partial<Record<Exclude<Param, 'page'>, string | undefined>>;

/** A value the schema refuses falls back to its default; the rest of the address still counts. */
function parseParams(searchParams: URLSearchParams): ListWageReportsQuery {
  const raw: Record<string, string> = {};
  for (const key of wageReportListParamKeys) {
    const value = searchParams.get(key);
    if (value !== null && value !== '') {
      raw[key] = value;
    }
  }
  const whole = listWageReportsQuerySchema.safeParse(raw);
  if (whole.success) {
    return whole.data;
  }
  const wrong = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
  return listWageReportsQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !wrong.has(key))),
  );
}

/** The wage reports list keeps its filters and page in the address; a changed filter starts from page 1. */
export function useWageReportListParams() {
  const list = useSearchListParams(listWageReportsQuerySchema);
  const setFilters: (changes: WageReportFilterChanges) => void = list.setFilters;
  const [searchParams] = useSearchParams();
  const query = parseParams(searchParams);
  const clearFilters = useCallback(
    () => list.setFilters(Object.fromEntries(wageReportListParamKeys.map((key) => [key, undefined]))),
    [list.setFilters],
  );
  return { query, setFilters, setPage: list.setPage, clearFilters };
}
