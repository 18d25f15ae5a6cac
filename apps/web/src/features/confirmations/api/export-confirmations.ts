import type { ListConfirmationsQuery } from '@portal/domain/confirmations';
import { listConfirmationsContract } from '@portal/domain/confirmations';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every confirmation matching the list's filters and order, page by page, for the CSV export. */
export function fetchAllConfirmations(accountId: string, query: ListConfirmationsQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listConfirmationsContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (confirmation) => confirmation.id,
  );
}
