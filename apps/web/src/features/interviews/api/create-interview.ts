import { type CreateInterviewValues, createInterviewContract } from '@portal/domain/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInterviewSaved } from './interview-mutation';

export function useCreateInterview(accountId: string, applicantId: string) {
  const saved = useInterviewSaved(accountId, applicantId);
  return useMutation({
    meta: { failureTitle: 'interviews.card.createError' },
    mutationFn: (input: CreateInterviewValues) =>
      apiRequest(createInterviewContract, { params: { accountId, applicantId }, body: input }),
    onSuccess: saved,
  });
}
