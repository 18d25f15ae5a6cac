import {
  getQuestionnaireContract,
  listQuestionnairesContract,
  type QuestionnaireListQuery,
  questionnaireResultsContract,
} from '@portal/domain/questionnaires';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { questionnairesKeys } from './questionnaires-keys';

/** A page of the account's questionnaires, newest first. */
export function useQuestionnaires(accountId: string, query: QuestionnaireListQuery) {
  return useQuery({
    queryKey: questionnairesKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(listQuestionnairesContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQuestionnaire(accountId: string, questionnaireId: string, enabled = true) {
  return useQuery({
    queryKey: questionnairesKeys.detail(accountId, questionnaireId),
    queryFn: ({ signal }) =>
      apiRequest(getQuestionnaireContract, { params: { accountId, questionnaireId }, signal }),
    enabled,
  });
}

export function useQuestionnaireResults(accountId: string, questionnaireId: string) {
  return useQuery({
    queryKey: questionnairesKeys.results(accountId, questionnaireId),
    queryFn: ({ signal }) =>
      apiRequest(questionnaireResultsContract, { params: { accountId, questionnaireId }, signal }),
  });
}
