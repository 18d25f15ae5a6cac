import {
  type AnswerWithLinkInput,
  answerDocumentWithLinkContract,
  getPublicDocumentRequestContract,
  type PublicDocumentRequest,
} from '@portal/domain/document-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadDocumentFile } from './document-request-files';
import { documentRequestsKeys } from './document-requests-keys';

/** What the worker sees through the link (no sign-in). */
export function usePublicDocumentRequest(token: string) {
  return useQuery({
    queryKey: documentRequestsKeys.public(token),
    queryFn: ({ signal }) => apiRequest(getPublicDocumentRequestContract, { params: { token }, signal }),
    // An unknown link stays unknown: asking again would only spend the page's request limit.
    retry: false,
  });
}

/** One document's answer: a file (checked by its content on the server) or a link. */
export type DocumentAnswer = { documentId: string } & ({ file: File } | { link: AnswerWithLinkInput });

/**
 * What an answer card needs of the mutation that sends it: the request's own link uses `useAnswerDocument`;
 * the get-started checklist (features/onboarding) sends the same answers through its own link.
 */
export type DocumentAnswerMutation = {
  mutate: (answer: DocumentAnswer) => void;
  variables: DocumentAnswer | undefined;
  error: Error | null;
  isPending: boolean;
};

/** Answers one document with a file or a link; the page then shows the request as it now is. */
export function useAnswerDocument(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (answer: DocumentAnswer): Promise<PublicDocumentRequest> =>
      'file' in answer
        ? uploadDocumentFile(token, answer.documentId, answer.file)
        : apiRequest(answerDocumentWithLinkContract, {
            params: { token, documentId: answer.documentId },
            body: answer.link,
          }),
    onSuccess: (request) => queryClient.setQueryData(documentRequestsKeys.public(token), request),
  });
}
