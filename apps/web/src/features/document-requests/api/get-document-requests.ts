import {
  type DocumentRequestListQuery,
  documentRequestBadgeContract,
  getDocumentRequestContract,
  listDocumentRequestsContract,
} from '@portal/domain/document-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentRequestsKeys } from './document-requests-keys';

/** A page of the account's requests, newest first, with the list's filters. */
export function useDocumentRequests(accountId: string, query: DocumentRequestListQuery) {
  return useQuery({
    queryKey: documentRequestsKeys.list(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(listDocumentRequestsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentRequest(accountId: string, requestId: string) {
  return useQuery({
    queryKey: documentRequestsKeys.detail(accountId, requestId),
    queryFn: ({ signal }) =>
      apiRequest(getDocumentRequestContract, { params: { accountId, requestId }, signal }),
  });
}

/** The menu badge: counted by the server for super-admins only (null for everyone else). */
export function useDocumentRequestBadge(accountId: string | null) {
  return useQuery({
    queryKey: documentRequestsKeys.badge(accountId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(documentRequestBadgeContract, { params: { accountId: accountId ?? '' }, signal }),
    enabled: accountId !== null,
  });
}
