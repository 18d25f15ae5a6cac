import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import i18next from 'i18next';
import { ApiError } from './api-error';
import { notifyFailure } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What failed, named in the failure toast above the reason (a translation key). */
      failureTitle?: ParseKeys;
      /** The screen shows this mutation's failure itself (an alert, a field): no toast. */
      showsFailureInline?: boolean;
    };
  }
}

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

/** Every failed mutation is toasted here, once, unless it says it shows the failure inline. */
function notifyMutationFailure(
  error: unknown,
  meta: { failureTitle?: ParseKeys; showsFailureInline?: boolean } | undefined,
): void {
  if (meta?.showsFailureInline) {
    return;
  }
  notifyFailure(error, meta?.failureTitle ? i18next.t(meta.failureTitle) : undefined);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notifyMutationFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
