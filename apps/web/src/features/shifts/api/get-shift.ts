import { getShiftContract } from '@portal/domain/shifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftsKeys } from './shifts-keys';

export function getShiftQueryOptions(accountId: string, shiftId: string) {
  return queryOptions({
    queryKey: shiftsKeys.detail(accountId, shiftId),
    queryFn: ({ signal }) => apiRequest(getShiftContract, { params: { accountId, shiftId }, signal }),
  });
}

/** One shift with its worker, reservations, boost, history and the actions the user may take. */
export function useShift(accountId: string, shiftId: string | null) {
  return useQuery({ ...getShiftQueryOptions(accountId, shiftId ?? ''), enabled: shiftId !== null });
}
