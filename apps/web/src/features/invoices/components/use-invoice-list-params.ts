import { type ListInvoicesQuery, listInvoicesQuerySchema } from '@portal/domain/billing';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchListParams } from '@/hooks/use-search-list-params';

/** The list's filters and page as they appear in the address (?status=overdue&contractId=...&page=2). */
export const invoiceListParamKeys = ['status', 'contractId', 'from', 'to', 'page', 'perPage'] as const;
type InvoiceListParam = (typeof invoiceListParamKeys)[number];
export type InvoiceFilterChanges = Partial<Record<Exclude<InvoiceListParam, 'page'>, string | undefined>>;

/** A value the schema refuses falls back to its default; the rest of the address still counts. */
function parseParams(searchParams: URLSearchParams): ListInvoicesQuery {
  const raw: Record<string, string> = {};
  for (const key of invoiceListParamKeys) {
    const value = searchParams.get(key);
    if (value !== null && value !== '') {
      raw[key] = value;
    }
  }
  const whole = listInvoicesQuerySchema.safeParse(raw);
  if (whole.success) {
    return whole.data;
  }
  const wrong = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
  return listInvoicesQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !wrong.has(key))),
  );
}

/**
 * The invoices list keeps its filters and page in the address, so a view can be shared and survives a
 * reload. A changed filter starts again from the first page.
 */
export function useInvoiceListParams() {
  const list = useSearchListParams(listInvoicesQuerySchema);
  const setFilters: (changes: InvoiceFilterChanges) => void = list.setFilters;
  const [searchParams] = useSearchParams();
  const query = parseParams(searchParams);

  const clearFilters = useCallback(
    () => list.setFilters(Object.fromEntries(invoiceListParamKeys.map((key) => [key, undefined]))),
    [list.setFilters],
  );

  return { query, setFilters, setPage: list.setPage, clearFilters };
}
