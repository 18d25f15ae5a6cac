import { getApplicationOptionsContract } from '@portal/domain/recruitment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** The account's recruiters (admins and agents) an application can be assigned to. */
export function useApplicationOptions(accountId: string) {
  return useQuery({
    queryKey: applicationsKeys.options(accountId),
    queryFn: ({ signal }) => apiRequest(getApplicationOptionsContract, { params: { accountId }, signal }),
    staleTime: 5 * 60_000,
  });
}
