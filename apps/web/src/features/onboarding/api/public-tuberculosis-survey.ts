import {
  answerPublicTuberculosisSurveyContract,
  getPublicTuberculosisSurveyContract,
  type TuberculosisAnswersInput,
} from '@portal/domain/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** The worker's survey through the link (no sign-in). */
export function usePublicTuberculosisSurvey(token: string) {
  return useQuery({
    queryKey: onboardingKeys.publicSurvey(token),
    queryFn: ({ signal }) => apiRequest(getPublicTuberculosisSurveyContract, { params: { token }, signal }),
    // An unknown link stays unknown: asking again would only spend the page's request limit.
    retry: false,
  });
}

export function useAnswerPublicTuberculosisSurvey(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (answers: TuberculosisAnswersInput) =>
      apiRequest(answerPublicTuberculosisSurveyContract, { params: { token }, body: { answers } }),
    onSuccess: (survey) => queryClient.setQueryData(onboardingKeys.publicSurvey(token), survey),
  });
}
