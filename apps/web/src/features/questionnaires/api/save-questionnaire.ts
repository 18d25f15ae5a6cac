import {
  createQuestionnaireContract,
  deleteQuestionnaireContract,
  type QuestionnaireInput,
  updateQuestionnaireContract,
} from '@portal/domain/questionnaires';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { questionnairesKeys } from './questionnaires-keys';

/** Creates (no id yet) or changes a questionnaire; the editor shows a refusal under its fields. */
export function useSaveQuestionnaire(accountId: string, questionnaireId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: QuestionnaireInput) =>
      questionnaireId
        ? apiRequest(updateQuestionnaireContract, { params: { accountId, questionnaireId }, body })
        : apiRequest(createQuestionnaireContract, { params: { accountId }, body }),
    onSuccess: async (questionnaire) => {
      queryClient.setQueryData(questionnairesKeys.detail(accountId, questionnaire.id), questionnaire);
      await queryClient.invalidateQueries({ queryKey: questionnairesKeys.account(accountId) });
    },
  });
}

export function useDeleteQuestionnaire(accountId: string, questionnaireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(deleteQuestionnaireContract, { params: { accountId, questionnaireId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKeys.account(accountId) }),
  });
}
