import { buildPath } from '@portal/domain/shared';
import { documentDownloadPath } from '@portal/domain/temporary-contracts';
import { getMeContract } from '@portal/domain/users';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { localTokenStore } from '@/lib/storage';

function fetchDocument(url: string): Promise<Response> {
  const token = localTokenStore.getAccessToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * A stored document (a contract PDF) as a Blob. The answer is a file, not JSON, so it is fetched here with
 * the session's access token; an expired token is renewed through the API client (one JSON call that
 * refreshes it the usual way) and the download tried once more.
 */
export async function getDocument(accountId: string, documentId: string): Promise<Blob> {
  const url = buildPath(documentDownloadPath, { accountId, documentId });
  let response = await fetchDocument(url);
  if (response.status === 401) {
    await apiRequest(getMeContract);
    response = await fetchDocument(url);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  return response.blob();
}
