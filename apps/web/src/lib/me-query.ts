import { getMeContract, type MeResponse, meResponseSchema } from '@portal/domain/users';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { readStorage, storageKeys } from './storage';

export const meKeys = {
  all: ['me'] as const,
};

export function meQueryOptions() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => apiRequest(getMeContract, { signal }),
  });
}

/** The user data kept from the last visit (spec: `userData`), so a reload shows the shell at once. */
export function readStoredMe(): MeResponse | undefined {
  const stored = readStorage(storageKeys.userData);
  if (!stored) {
    return undefined;
  }
  try {
    const parsed = meResponseSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
