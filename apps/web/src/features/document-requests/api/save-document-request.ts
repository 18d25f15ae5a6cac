import {
  type CreateDocumentRequestInput,
  cancelDocumentRequestContract,
  createDocumentRequestContract,
  type DocumentRequest,
  type ReviewDocumentInput,
  reviewRequestedDocumentContract,
} from '@portal/domain/document-requests';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentRequestsKeys } from './document-requests-keys';

// Each refusal is shown where it was asked for (the form or the dialog), so no toast.
const meta = { showsFailureInline: true };

async function afterChange(queryClient: QueryClient, accountId: string, request: DocumentRequest) {
  queryClient.setQueryData(documentRequestsKeys.detail(accountId, request.id), request);
  await queryClient.invalidateQueries({ queryKey: documentRequestsKeys.account(accountId) });
}

export function useCreateDocumentRequest(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: CreateDocumentRequestInput) =>
      apiRequest(createDocumentRequestContract, { params: { accountId }, body }),
    onSuccess: (request) => afterChange(queryClient, accountId, request),
  });
}

export function useCancelDocumentRequest(accountId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => apiRequest(cancelDocumentRequestContract, { params: { accountId, requestId } }),
    onSuccess: (request) => afterChange(queryClient, accountId, request),
  });
}

export function useReviewDocument(accountId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ documentId, body }: { documentId: string; body: ReviewDocumentInput }) =>
      apiRequest(reviewRequestedDocumentContract, { params: { accountId, requestId, documentId }, body }),
    onSuccess: (request) => afterChange(queryClient, accountId, request),
  });
}
