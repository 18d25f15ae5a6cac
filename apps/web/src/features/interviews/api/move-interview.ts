import { type InterviewState, moveInterviewContract } from '@portal/domain/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInterviewSaved } from './interview-mutation';

export function useMoveInterview(accountId: string, applicantId: string, interviewId: string) {
  const saved = useInterviewSaved(accountId, applicantId);
  return useMutation({
    meta: { failureTitle: 'interviews.moves.error' },
    mutationFn: (state: InterviewState) =>
      apiRequest(moveInterviewContract, { params: { accountId, applicantId, interviewId }, body: { state } }),
    onSuccess: saved,
  });
}
