import {
  getTuberculosisSurveyContract,
  listTuberculosisSurveysContract,
  type TuberculosisSurveyListQuery,
} from '@portal/domain/onboarding';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** A page of the account's surveys, newest first, with the list's filters and the follow-up count. */
export function useTuberculosisSurveys(accountId: string, query: TuberculosisSurveyListQuery) {
  return useQuery({
    queryKey: onboardingKeys.surveys(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(listTuberculosisSurveysContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTuberculosisSurvey(accountId: string, surveyId: string) {
  return useQuery({
    queryKey: onboardingKeys.survey(accountId, surveyId),
    queryFn: ({ signal }) =>
      apiRequest(getTuberculosisSurveyContract, { params: { accountId, surveyId }, signal }),
  });
}
