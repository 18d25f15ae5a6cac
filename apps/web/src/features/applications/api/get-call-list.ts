import { type CallListQuery, getCallListContract } from '@portal/domain/recruitment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** The applicants to phone, oldest application first. */
export function useCallList(accountId: string, query: CallListQuery) {
  return useQuery({
    queryKey: applicationsKeys.callList(accountId, query),
    queryFn: ({ signal }) => apiRequest(getCallListContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
