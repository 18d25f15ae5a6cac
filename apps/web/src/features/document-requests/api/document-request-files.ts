import {
  answerDocumentWithFilePath,
  type PublicDocumentRequest,
  publicDocumentRequestSchema,
  requestedDocumentFilePath,
} from '@portal/domain/document-requests';
import { buildPath } from '@portal/domain/shared';
import { ApiError } from '@/lib/api-error';
import { getApiFile } from '@/lib/api-file';

/** A file the worker sent, as a Blob (staff of the account only). */
export function getRequestedDocumentFile(
  accountId: string,
  requestId: string,
  documentId: string,
): Promise<Blob> {
  return getApiFile(buildPath(requestedDocumentFilePath, { accountId, requestId, documentId }));
}

/**
 * Sends one file as the request's raw body (decision 0045): the server decides its type by its content.
 * A refusal becomes an ApiError with the server's code, so the page says it in the worker's language.
 */
export async function uploadDocumentFile(
  token: string,
  documentId: string,
  file: File,
): Promise<PublicDocumentRequest> {
  const url = `${buildPath(answerDocumentWithFilePath, { token, documentId })}?name=${encodeURIComponent(file.name)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError('INTERNAL', 0);
  }
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (!response.ok) {
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  const parsed = publicDocumentRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('INTERNAL', response.status);
  }
  return parsed.data;
}
