import { assignInterviewContract } from '@portal/domain/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInterviewSaved } from './interview-mutation';

export function useAssignInterview(accountId: string, applicantId: string, interviewId: string) {
  const saved = useInterviewSaved(accountId, applicantId);
  return useMutation({
    meta: { failureTitle: 'interviews.assign.error' },
    mutationFn: (assignedTo: string | null) =>
      apiRequest(assignInterviewContract, {
        params: { accountId, applicantId, interviewId },
        body: { assignedTo },
      }),
    onSuccess: saved,
  });
}
