import { getDashboardContract } from '@portal/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export function getDashboardQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: dashboardKeys.figures(accountId),
    queryFn: ({ signal }) => apiRequest(getDashboardContract, { params: { accountId }, signal }),
  });
}

/** Key figures of the account chosen in the header. */
export function useDashboard(accountId: string) {
  return useQuery(getDashboardQueryOptions(accountId));
}
