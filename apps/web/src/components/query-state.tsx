import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageKey } from '@/lib/api-error';
import { PageLoader } from './page-loader';

/** What the frame reads of a TanStack query result. */
export type QueryLike<TData> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: TData;
};

export type QueryStateProps<TData> = {
  query: QueryLike<TData>;
  /** What could not be loaded ("Error loading the areas"), above the reason. */
  errorTitle: string;
  /** The text for a NOT_FOUND answer (with the id asked for); it gets no retry button, as retrying cannot help. */
  notFound?: string;
  /** Shown instead of the content when the answer has nothing to show. */
  empty?: { when: (data: TData) => boolean; text: ReactNode };
  /** The content once loaded; without it the frame shows only the loading and failure states. */
  children?: (data: TData) => ReactNode;
};

/**
 * The one query-state frame: a loader while loading, the failure (`errors.<CODE>`) with a retry button, an
 * empty text, or the content. Pages that return early use it bare: `if (q.isPending || q.isError) return
 * <QueryState query={q} errorTitle={…} />`, and TypeScript then knows the data is there.
 */
export function QueryState<TData>({ query, errorTitle, notFound, empty, children }: QueryStateProps<TData>) {
  const { t } = useTranslation();
  if (query.isError) {
    const isMissing = notFound !== undefined && errorCodeOf(query.error) === 'NOT_FOUND';
    return (
      <Alert color="red" variant="light" title={errorTitle}>
        <Stack align="flex-start" gap="xs">
          {isMissing ? notFound : t(errorMessageKey(query.error))}
          {!isMissing && (
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return query.isPending ? <PageLoader /> : null;
  }
  if (empty?.when(query.data)) {
    return <Text>{empty.text}</Text>;
  }
  return children ? children(query.data) : null;
}
