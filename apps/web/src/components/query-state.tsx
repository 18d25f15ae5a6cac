import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ErrorCode } from '@portal/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageKey } from '@/lib/api-error';
import { ErrorMessagePage } from './error-message-page';
import { PageLoader } from './page-loader';
import { PageTitle } from './page-title';

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
  /**
   * The id of the record a record page opens (its address's `:id`). The frame is then the page's: a failure
   * gets `errorTitle` as the page heading, and a record that does not exist shows the not-found page with
   * the spec's text ('Could not find document id: {id}') and a way home, without a retry, as retrying
   * cannot help.
   */
  recordId?: string;
  /** Shown instead of the content when the answer has nothing to show. */
  empty?: { when: (data: TData) => boolean; text: ReactNode };
  /** The content once loaded; without it the frame shows only the loading and failure states. */
  children?: (data: TData) => ReactNode;
};

/**
 * Answers that mean the record is not there: NOT_FOUND (also another account's record, whose id is not
 * confirmed), and VALIDATION_FAILED, as a record's read takes nothing but its id: an id that is no id.
 */
const missingRecordCodes: readonly ErrorCode[] = ['NOT_FOUND', 'VALIDATION_FAILED'];

/** Whether a failed read of one record by its id means that the record is not there. */
export function isMissingRecord(error: unknown): boolean {
  return missingRecordCodes.includes(errorCodeOf(error));
}

/**
 * The one query-state frame: a loader while loading, the failure (`errors.<CODE>`) with a retry button, the
 * not-found page of a record page, an empty text, or the content. Pages that return early use it bare:
 * `if (q.isPending || q.isError) return <QueryState query={q} errorTitle={…} recordId={id} />`, and
 * TypeScript then knows the data is there.
 */
export function QueryState<TData>({ query, errorTitle, recordId, empty, children }: QueryStateProps<TData>) {
  const { t } = useTranslation();
  if (query.isError) {
    if (recordId !== undefined && isMissingRecord(query.error)) {
      return (
        <ErrorMessagePage
          title={t('notFound.title')}
          message={t('notFound.record', { id: recordId })}
          backLabel={t('common.backToHome')}
        />
      );
    }
    return (
      <>
        {recordId !== undefined && <PageTitle>{errorTitle}</PageTitle>}
        <Alert color="red" variant="light" title={errorTitle}>
          <Stack align="flex-start" gap="xs">
            {t(errorMessageKey(query.error))}
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </>
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
