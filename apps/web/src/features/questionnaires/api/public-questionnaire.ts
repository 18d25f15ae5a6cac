import {
  type Answers,
  answerQuestionnaireContract,
  getPublicQuestionnaireContract,
} from '@portal/domain/questionnaires';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { questionnairesKeys } from './questionnaires-keys';

/** What the worker sees through the link (no sign-in). */
export function usePublicQuestionnaire(token: string) {
  return useQuery({
    queryKey: questionnairesKeys.public(token),
    queryFn: ({ signal }) => apiRequest(getPublicQuestionnaireContract, { params: { token }, signal }),
    // An unknown link stays unknown: asking again would only spend the page's request limit.
    retry: false,
  });
}

/** Sends the answers (replacing earlier ones); the page then shows them as saved. */
export function useAnswerQuestionnaire(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (answers: Answers) =>
      apiRequest(answerQuestionnaireContract, { params: { token }, body: { answers } }),
    onSuccess: (questionnaire) => queryClient.setQueryData(questionnairesKeys.public(token), questionnaire),
  });
}
