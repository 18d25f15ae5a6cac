import {
  answerDocumentWithFilePath,
  type PublicDocumentRequest,
  publicDocumentRequestSchema,
  requestedDocumentFilePath,
} from '@portal/domain/document-requests';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';
import { uploadPublicFile } from '@/lib/public-upload';

/** A file the worker sent, as a Blob (staff of the account only). */
export function getRequestedDocumentFile(
  accountId: string,
  requestId: string,
  documentId: string,
): Promise<Blob> {
  return getApiFile(buildPath(requestedDocumentFilePath, { accountId, requestId, documentId }));
}

/** Sends one file as the request's raw body; the server decides its type by its content (decision 0045). */
export function uploadDocumentFile(
  token: string,
  documentId: string,
  file: File,
): Promise<PublicDocumentRequest> {
  const url = `${buildPath(answerDocumentWithFilePath, { token, documentId })}?name=${encodeURIComponent(file.name)}`;
  return uploadPublicFile(url, file, publicDocumentRequestSchema);
}
