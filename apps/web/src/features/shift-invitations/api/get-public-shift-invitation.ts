import { getPublicShiftInvitationContract } from '@portal/domain/shift-invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shiftInvitationsKeys } from './shift-invitations-keys';

export function getPublicShiftInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: shiftInvitationsKeys.publicInvitation(token),
    queryFn: ({ signal }) => apiRequest(getPublicShiftInvitationContract, { params: { token }, signal }),
    // An unknown link stays unknown: asking again would only spend the page's request limit.
    retry: false,
  });
}

/** What the invited worker sees through the link (no sign-in). */
export function usePublicShiftInvitation(token: string) {
  return useQuery(getPublicShiftInvitationQueryOptions(token));
}
