import {
  type ApplicationInvitationStatus,
  listApplicationInvitationsContract,
} from '@portal/domain/application-invitations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationInvitationsKeys } from './application-invitations-keys';

export const invitationsPerPage = 20;

/** The account's invitations, newest first, a page at a time. */
export function useApplicationInvitations(
  accountId: string,
  status: ApplicationInvitationStatus | undefined,
  page: number,
) {
  return useQuery({
    queryKey: applicationInvitationsKeys.list(accountId, status, page),
    queryFn: ({ signal }) =>
      apiRequest(listApplicationInvitationsContract, {
        params: { accountId },
        query: { ...(status ? { status } : {}), page, perPage: invitationsPerPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
