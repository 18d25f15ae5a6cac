import { answerInterviewStepContract } from '@portal/domain/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInterviewSaved } from './interview-mutation';

export function useAnswerInterviewStep(accountId: string, applicantId: string, interviewId: string) {
  const saved = useInterviewSaved(accountId, applicantId);
  return useMutation({
    meta: { failureTitle: 'interviews.steps.answerError' },
    mutationFn: ({ stepIndex, answer }: { stepIndex: number; answer: string | null }) =>
      apiRequest(answerInterviewStepContract, {
        params: { accountId, applicantId, interviewId, stepIndex },
        body: { answer },
      }),
    onSuccess: saved,
  });
}
