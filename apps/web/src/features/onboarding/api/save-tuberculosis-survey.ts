import {
  cancelTuberculosisSurveyContract,
  type ReviewTuberculosisSurveyInput,
  reviewTuberculosisSurveyContract,
  type SendTuberculosisSurveyInput,
  sendTuberculosisSurveyContract,
  type TuberculosisSurvey,
} from '@portal/domain/onboarding';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

// Each refusal is shown where it was asked for (the form), so no toast.
const meta = { showsFailureInline: true };

async function afterChange(queryClient: QueryClient, accountId: string, survey: TuberculosisSurvey) {
  queryClient.setQueryData(onboardingKeys.survey(accountId, survey.id), survey);
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.account(accountId) });
}

export function useSendTuberculosisSurvey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: SendTuberculosisSurveyInput) =>
      apiRequest(sendTuberculosisSurveyContract, { params: { accountId }, body }),
    onSuccess: (survey) => afterChange(queryClient, accountId, survey),
  });
}

export function useReviewTuberculosisSurvey(accountId: string, surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: ReviewTuberculosisSurveyInput) =>
      apiRequest(reviewTuberculosisSurveyContract, { params: { accountId, surveyId }, body }),
    onSuccess: (survey) => afterChange(queryClient, accountId, survey),
  });
}

export function useCancelTuberculosisSurvey(accountId: string, surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(cancelTuberculosisSurveyContract, { params: { accountId, surveyId } }),
    onSuccess: (survey) => afterChange(queryClient, accountId, survey),
  });
}
