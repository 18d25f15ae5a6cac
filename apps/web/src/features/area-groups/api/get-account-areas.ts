import { listAreasContract } from '@portal/domain/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaGroupsKeys } from './area-groups-keys';

/** The most areas offered for one account in the add form. */
const accountAreasLimit = 100;

export function getAccountAreasQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: areaGroupsKeys.accountAreas(accountId),
    queryFn: ({ signal }) =>
      apiRequest(listAreasContract, { params: { accountId }, query: { perPage: accountAreasLimit }, signal }),
  });
}

/** The areas of the account chosen in the add form (null: none chosen yet). */
export function useAccountAreas(accountId: string | null) {
  return useQuery({ ...getAccountAreasQueryOptions(accountId ?? ''), enabled: accountId !== null });
}
