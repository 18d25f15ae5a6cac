import type { GeocodeQuery } from '@portal/domain/geocoding';
import { geocodeAddressContract } from '@portal/domain/geocoding';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function geocodeAddress(accountId: string, query: GeocodeQuery) {
  return apiRequest(geocodeAddressContract, { params: { accountId }, body: query });
}

/** "Fetch GPS coordinates": the point, precision, city, region and postcode of a street address. */
export function useGeocodeAddress(accountId: string) {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (query: GeocodeQuery) => geocodeAddress(accountId, query),
  });
}
