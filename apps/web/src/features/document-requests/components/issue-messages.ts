import { isErrorCode } from '@portal/domain/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';

/**
 * One translated message per issue path ("title", "documents.0.name"): the spec's rules carry their own
 * error codes as messages (errors.<CODE>), anything else says the value is missing or not valid.
 */
export function issueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: TFunction,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (messages[key] === undefined) {
      messages[key] = isErrorCode(issue.message) ? t(`errors.${issue.message}`) : t('validation.invalid');
    }
  }
  return messages;
}

export function messagesOfParse(error: z.ZodError | undefined, t: TFunction): Record<string, string> {
  return error ? issueMessages(error.issues, t) : {};
}

/** The server's field issues (VALIDATION_FAILED), in the same shape. */
export function messagesOfApiError(error: unknown, t: TFunction): Record<string, string> {
  return error instanceof ApiError ? issueMessages(error.issues, t) : {};
}
