import type { ListShiftPlanningQuery } from '@portal/domain/shift-planning';
import { listShiftPlanningContract } from '@portal/domain/shift-planning';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every area row of the planning list for its search, weeks and order, page by page, for the CSV export. */
export function fetchAllPlanningRows(accountId: string, query: ListShiftPlanningQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listShiftPlanningContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (row) => row.areaId,
  );
}
