import { isErrorCode } from '@portal/domain/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const ownIssues = ['PHONE_INVALID', 'BIRTHDAY_OUT_OF_RANGE'] as const;

/** A field problem in the worker's language: an error code's text, a check of this page, or "required". */
export function issueText(t: TFunction, message: string): string {
  if (isErrorCode(message)) {
    return t(`errors.${message}`);
  }
  const own = ownIssues.find((code) => code === message);
  return own ? t(`onboarding.issues.${own}`) : t('onboarding.issues.required');
}

/** The first problem of each field of a failed parse, translated. */
export function fieldIssues(t: TFunction, error: z.ZodError | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issueText(t, issue.message);
  }
  return messages;
}
