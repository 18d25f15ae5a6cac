import { type ApplicationListQuery, listApplicationsContract } from '@portal/domain/recruitment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** One page of the account's applications with the list's filters, search and sort. */
export function useApplications(accountId: string, query: ApplicationListQuery) {
  return useQuery({
    queryKey: applicationsKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listApplicationsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every application the list's filters find, page by page, for the CSV export (decision 0029). */
export function fetchAllApplications(accountId: string, query: ApplicationListQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listApplicationsContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (row) => row.id,
  );
}
