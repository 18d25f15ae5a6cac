import type { ListGigsQuery } from '@portal/domain/gigs';
import { listGigsContract } from '@portal/domain/gigs';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every gig matching the list's filters and sort, page by page, for the CSV export. */
export function fetchAllGigs(accountId: string, query: ListGigsQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listGigsContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (gig) => gig.id,
  );
}
