import type { MessageTargets } from '@portal/domain/messaging';
import {
  questionnaireRecipientsContract,
  type SendQuestionnaireInput,
  sendQuestionnaireContract,
} from '@portal/domain/questionnaires';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { questionnairesKeys } from './questionnaires-keys';

/** How many workers the targets reach before sending (a read, sent as POST for its body). */
export function useQuestionnaireRecipients(
  accountId: string,
  questionnaireId: string,
  targets: MessageTargets,
) {
  return useQuery({
    queryKey: [...questionnairesKeys.detail(accountId, questionnaireId), 'recipients', targets],
    queryFn: ({ signal }) =>
      apiRequest(questionnaireRecipientsContract, {
        params: { accountId, questionnaireId },
        body: { targets },
        signal,
      }),
  });
}

export function useSendQuestionnaire(accountId: string, questionnaireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: SendQuestionnaireInput) =>
      apiRequest(sendQuestionnaireContract, { params: { accountId, questionnaireId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKeys.account(accountId) }),
  });
}
