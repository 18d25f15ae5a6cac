import { isErrorCode } from '@portal/domain/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * The domain's issue codes (INTERVIEW_QUESTION_REQUIRED, …) as translated texts, keyed by the field the
 * form shows them under: `fieldOf` maps an issue's path to the form's field (null: not shown by this form).
 */
export function codedIssueErrors<TField extends string>(
  error: z.ZodError,
  t: TFunction,
  fieldOf: (path: readonly PropertyKey[]) => TField | null,
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field === null || errors[field] !== undefined) {
      continue;
    }
    errors[field] = isErrorCode(issue.message) ? t(`errors.${issue.message}`) : t('validation.invalid');
  }
  return errors;
}
