import { getApplicationContract } from '@portal/domain/recruitment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** One application with its fields, its step and the moves open from it. */
export function useApplication(accountId: string, applicantId: string) {
  return useQuery({
    queryKey: applicationsKeys.detail(accountId, applicantId),
    queryFn: ({ signal }) =>
      apiRequest(getApplicationContract, { params: { accountId, applicantId }, signal }),
  });
}
