import { invoicePageSize, type ListInvoicesQuery, listInvoicesContract } from '@portal/domain/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

export function getInvoicesQueryOptions(accountId: string, query: ListInvoicesQuery) {
  return queryOptions({
    queryKey: invoicesKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listInvoicesContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page (50) of the account's invoices and credit notes, newest first, with the page's totals. */
export function useInvoices(accountId: string, query: ListInvoicesQuery) {
  return useQuery(getInvoicesQueryOptions(accountId, query));
}

/** Every invoice matching the list's filters, page by page (the API's largest page is 50), for the CSV. */
export function fetchAllInvoices(accountId: string, query: ListInvoicesQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listInvoicesContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (invoice) => invoice.id,
    invoicePageSize,
  );
}
