import {
  answerGetStartedDocumentWithLinkContract,
  answerGetStartedSurveyContract,
  type BankAccountInput,
  type ConfirmDetailsInput,
  confirmGetStartedDetailsContract,
  getPublicGetStartedContract,
  getStartedDocumentFilePath,
  getStartedTaxCardPath,
  type PublicGetStarted,
  publicGetStartedSchema,
  saveGetStartedBankAccountContract,
  type TuberculosisAnswersInput,
} from '@portal/domain/onboarding';
import { buildPath } from '@portal/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadPublicFile } from '@/lib/public-upload';
import { onboardingKeys } from './onboarding-keys';

/** The new worker's checklist through the link (no sign-in). */
export function usePublicGetStarted(token: string) {
  return useQuery({
    queryKey: onboardingKeys.getStarted(token),
    queryFn: ({ signal }) => apiRequest(getPublicGetStartedContract, { params: { token }, signal }),
    retry: false,
  });
}

/** One step of the checklist; the page then shows the checklist as it now is. */
function useStep<TInput>(token: string, send: (input: TInput) => Promise<PublicGetStarted>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: send,
    onSuccess: (checklist) => queryClient.setQueryData(onboardingKeys.getStarted(token), checklist),
  });
}

export const useConfirmDetails = (token: string) =>
  useStep(token, (body: ConfirmDetailsInput) =>
    apiRequest(confirmGetStartedDetailsContract, { params: { token }, body }),
  );

export const useSaveBankAccount = (token: string) =>
  useStep(token, (body: BankAccountInput) =>
    apiRequest(saveGetStartedBankAccountContract, { params: { token }, body }),
  );

export const useSaveTaxCard = (token: string) =>
  useStep(token, ({ file, withholdingPercent }: { file: File; withholdingPercent: number }) =>
    uploadPublicFile(
      `${buildPath(getStartedTaxCardPath, { token })}?withholdingPercent=${withholdingPercent}`,
      file,
      publicGetStartedSchema,
    ),
  );

export const useAnswerGetStartedSurvey = (token: string) =>
  useStep(token, (answers: TuberculosisAnswersInput) =>
    apiRequest(answerGetStartedSurveyContract, { params: { token }, body: { answers } }),
  );

/** A document of an open request, answered in place with a file or a link (the request card's shape). */
export type GetStartedDocumentAnswer = { documentId: string } & (
  | { file: File }
  | { link: { name: string; link: string } }
);

export const useAnswerGetStartedDocument = (token: string, requestId: string) =>
  useStep(token, (answer: GetStartedDocumentAnswer) => {
    const params = { token, requestId, documentId: answer.documentId };
    return 'file' in answer
      ? uploadPublicFile(
          `${buildPath(getStartedDocumentFilePath, params)}?name=${encodeURIComponent(answer.file.name)}`,
          answer.file,
          publicGetStartedSchema,
        )
      : apiRequest(answerGetStartedDocumentWithLinkContract, { params, body: answer.link });
  });
