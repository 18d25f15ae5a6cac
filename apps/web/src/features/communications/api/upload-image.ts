import { type UploadedImage, uploadedImageSchema, uploadImagePath } from '@portal/domain/images';
import { buildPath } from '@portal/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { localTokenStore } from '@/lib/storage';

function send(url: string, file: File, token: string | null): Promise<Response> {
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
 * Sends one picture as the raw body (decision 0045's upload, 0056); the server checks it by its content
 * and answers the stored copy. A 401 renews the session's token once, as every API call does.
 */
export async function uploadImage(accountId: string, file: File): Promise<UploadedImage> {
  const url = `${buildPath(uploadImagePath, { accountId })}?name=${encodeURIComponent(file.name)}`;
  let response: Response;
  try {
    response = await send(url, file, localTokenStore.getAccessToken());
    if (response.status === 401) {
      response = await send(url, file, await apiClient.renewAccessToken());
    }
  } catch {
    throw new ApiError('INTERNAL', 0);
  }
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (!response.ok) {
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  const parsed = uploadedImageSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('INTERNAL', response.status);
  }
  return parsed.data;
}

/** The cover upload: its refusal is shown under the field, so no toast. */
export function useUploadImage(accountId: string) {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (file: File) => uploadImage(accountId, file),
  });
}
