import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { localTokenStore } from './storage';

function fetchWithToken(url: string, token: string | null): Promise<Response> {
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * A file the API answers (a PDF, an XML message) as a Blob. The answer is a file, not JSON, so it does not
 * go through `apiRequest`; it carries the session's access token the same way, and on a 401 the token is
 * renewed by the client's single refresh and the download tried once more. A refusal becomes an ApiError
 * with the server's code, so the screen says it in the user's language.
 */
export async function getApiFile(url: string): Promise<Blob> {
  let response = await fetchWithToken(url, localTokenStore.getAccessToken());
  if (response.status === 401) {
    response = await fetchWithToken(url, await apiClient.renewAccessToken());
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  return response.blob();
}
