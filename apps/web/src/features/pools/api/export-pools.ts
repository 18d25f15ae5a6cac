import type { ListPoolsQuery } from '@portal/domain/pools';
import { listPoolsContract } from '@portal/domain/pools';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every pool matching the list's search, page by page, for the CSV export. */
export function fetchAllPools(accountId: string, query: ListPoolsQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listPoolsContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (pool) => pool.id,
  );
}
