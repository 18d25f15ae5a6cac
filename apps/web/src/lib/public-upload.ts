import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Sends one file as the request's raw body (decision 0045) to a public link's route (no sign-in): the server
 * decides its type by its content. A refusal becomes an ApiError with the server's code, so the page says it
 * in the worker's language; the answer is checked against `schema`.
 */
export async function uploadPublicFile<T>(url: string, file: File, schema: z.ZodType<T>): Promise<T> {
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
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('INTERNAL', response.status);
  }
  return parsed.data;
}
