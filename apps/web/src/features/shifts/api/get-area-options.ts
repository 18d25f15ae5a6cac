import { listAreasContract } from '@portal/domain/areas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftsKeys } from './shifts-keys';

/** The areas the calendar can be filtered by: those the user may read (a customer's own), by name. */
export function useAreaOptions(accountId: string) {
  return useQuery({
    queryKey: shiftsKeys.areaOptions(accountId),
    queryFn: ({ signal }) =>
      apiRequest(listAreasContract, { params: { accountId }, query: { page: 1, perPage: 100 }, signal }),
    select: (page) => page.items.map((area) => ({ value: area.id, label: area.name })),
    staleTime: 60_000,
  });
}
