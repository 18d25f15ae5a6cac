import { getApplicationHistoryContract } from '@portal/domain/recruitment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** The steps the application took, newest first, with who moved it and the note. */
export function useApplicationHistory(accountId: string, applicantId: string) {
  return useQuery({
    queryKey: applicationsKeys.history(accountId, applicantId),
    queryFn: ({ signal }) =>
      apiRequest(getApplicationHistoryContract, { params: { accountId, applicantId }, signal }),
  });
}
