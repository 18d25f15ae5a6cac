import type { ListAreasQuery } from '@portal/domain/areas';
import { listAreasContract } from '@portal/domain/areas';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every work area matching the list's search, page by page, for the CSV export. */
export function fetchAllAreas(accountId: string, query: ListAreasQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listAreasContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (area) => area.id,
  );
}
