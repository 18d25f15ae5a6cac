import { assignmentWarningsContract } from '@portal/domain/shifts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftsKeys } from './shifts-keys';

/** What to tell the user before booking the worker (same-day shift, night shift, blocks). */
export function useAssignmentWarnings(accountId: string, shiftId: string, workerId: string | null) {
  return useQuery({
    queryKey: shiftsKeys.warnings(accountId, shiftId, workerId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(assignmentWarningsContract, {
        params: { accountId, shiftId },
        query: { workerId: workerId ?? '' },
        signal,
      }),
    enabled: workerId !== null,
    staleTime: 0,
  });
}
