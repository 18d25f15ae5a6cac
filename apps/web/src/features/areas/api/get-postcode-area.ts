import { getPostcodeAreaContract } from '@portal/domain/geocoding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function getPostcodeAreaQueryOptions(accountId: string, postcode: string) {
  return queryOptions({
    queryKey: areasKeys.postcode(accountId, postcode),
    queryFn: ({ signal }) => apiRequest(getPostcodeAreaContract, { params: { accountId, postcode }, signal }),
    // Posti's postcodes do not change while the form is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Post office, municipality and region of a complete postcode (null: not asked yet). */
export function usePostcodeArea(accountId: string, postcode: string | null) {
  return useQuery({
    ...getPostcodeAreaQueryOptions(accountId, postcode ?? ''),
    enabled: postcode !== null,
  });
}
