import { type LicenceCheck, licenceCheckSchema, licenceEvidencePath } from '@portal/domain/licence-checks';
import { buildPath } from '@portal/domain/shared';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getApiFile } from '@/lib/api-file';
import { localTokenStore } from '@/lib/storage';

/** The evidence the server takes (decision 0045): a PDF or a picture, recognised by its content there. */
export const evidenceTypes = 'application/pdf,image/jpeg,image/png,image/heic,.heic';

type CheckIds = { accountId: string; workerId: string; checkId: string };

function postWithToken(url: string, file: File, token: string | null): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
}

/**
 * Sends the evidence as the raw body with the session's token (renewed once on a 401, as downloads do);
 * the server decides its type by its content. A refusal becomes an ApiError with the server's code.
 */
export async function uploadLicenceEvidence(ids: CheckIds, file: File): Promise<LicenceCheck> {
  const url = `${buildPath(licenceEvidencePath, ids)}?name=${encodeURIComponent(file.name)}`;
  let response: Response;
  try {
    response = await postWithToken(url, file, localTokenStore.getAccessToken());
    if (response.status === 401) {
      response = await postWithToken(url, file, await apiClient.renewAccessToken());
    }
  } catch {
    throw new ApiError('INTERNAL', 0);
  }
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (!response.ok) {
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  const parsed = licenceCheckSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('INTERNAL', response.status);
  }
  return parsed.data;
}

/** The evidence file as a Blob (HR of the account only). */
export function getLicenceEvidence(ids: CheckIds): Promise<Blob> {
  return getApiFile(buildPath(licenceEvidencePath, ids));
}
