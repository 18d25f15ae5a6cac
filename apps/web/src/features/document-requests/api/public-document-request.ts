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

type Answer = { documentId: string } & ({ file: File } | { link: AnswerWithLinkInput });

/** Answers one document with a file or a link; the page then shows the request as it now is. */
export function useAnswerDocument(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (answer: Answer): Promise<PublicDocumentRequest> =>
      'file' in answer
        ? uploadDocumentFile(token, answer.documentId, answer.file)
        : apiRequest(answerDocumentWithLinkContract, {
            params: { token, documentId: answer.documentId },
            body: answer.link,
          }),
    onSuccess: (request) => queryClient.setQueryData(documentRequestsKeys.public(token), request),
  });
}
