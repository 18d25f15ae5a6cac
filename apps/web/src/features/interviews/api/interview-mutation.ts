import type { Interview } from '@portal/domain/interviews';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { interviewsKeys } from './interviews-keys';

/** After a change the card's list holds the interview as the server answered it. */
export function useInterviewSaved(accountId: string, applicantId: string) {
  const queryClient: QueryClient = useQueryClient();
  return (interview: Interview) =>
    queryClient
      .invalidateQueries({ queryKey: interviewsKeys.applicant(accountId, applicantId) })
      .then(() => interview);
}
