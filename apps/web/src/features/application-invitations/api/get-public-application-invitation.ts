import { getPublicApplicationInvitationContract } from '@portal/domain/application-invitations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationInvitationsKeys } from './application-invitations-keys';

/** What the link shows (no sign-in); a dead link answers its reason (410) or not found (404). */
export function usePublicApplicationInvitation(token: string) {
  return useQuery({
    queryKey: applicationInvitationsKeys.public(token),
    queryFn: ({ signal }) =>
      apiRequest(getPublicApplicationInvitationContract, { params: { token }, signal }),
    // A dead link stays dead: asking again would only spend the page's request limit.
    retry: false,
  });
}
