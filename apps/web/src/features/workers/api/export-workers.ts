import type { WorkerListQuery } from '@portal/domain/workers';
import { listWorkersContract } from '@portal/domain/workers';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';

/** Every worker matching the list's filters and order, page by page, for the CSV export. */
export function fetchAllWorkers(accountId: string, query: WorkerListQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listWorkersContract, { params: { accountId }, query: { ...query, page, perPage } }),
    (worker) => worker.id,
  );
}
