import { isWorkerIssueCode, workerSearchMinLength } from '@portal/domain/workers';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors';

/** The worker form's fields, in the order they are shown. */
export const workerFormFields = [
  'fullName',
  'email',
  'mobile',
  'birthday',
  'locale',
  'residency',
  'addressCity',
  'addressRegion',
  'profession',
  'employmentType',
  'status',
  'confirmed',
  'love',
  'applicationSeeking',
  'applicationStart',
  'applicationEnd',
  'poolIds',
] as const;
export type WorkerFormField = (typeof workerFormFields)[number];

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function issueText(code: string, t: TFunction): string {
  return isWorkerIssueCode(code)
    ? t(`workers.issues.${code}`, { count: workerSearchMinLength })
    : t('validation.invalid');
}

/**
 * Translated field errors of a failed form parse: the spec's checks (full name, phone, birthday ...) by their
 * codes, empty required fields as "required", anything else by the shared messages.
 */
export function workerFieldErrorsOf(
  error: z.ZodError,
  values: Record<WorkerFormField, unknown>,
  t: TFunction,
): FieldErrors<WorkerFormField> {
  const errors = fieldErrorsOf(error, values, t);
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || seen.has(field)) {
      continue;
    }
    seen.add(field);
    if (isWorkerIssueCode(issue.message) && !isBlank(values[field as WorkerFormField])) {
      errors[field as WorkerFormField] = issueText(issue.message, t);
    }
  }
  return errors;
}

/** Field errors of a refused save: EMAIL_IN_USE on the e-mail, and the server's own field checks. */
export function workerFieldErrorsOfApiError(error: unknown, t: TFunction): FieldErrors<WorkerFormField> {
  const errors: FieldErrors<WorkerFormField> = {};
  if (!(error instanceof ApiError)) {
    return errors;
  }
  if (error.code === 'EMAIL_IN_USE') {
    errors.email = t('errors.EMAIL_IN_USE');
  }
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (workerFormFields as readonly string[]).includes(field)) {
      errors[field as WorkerFormField] ??= issueText(issue.message, t);
    }
  }
  return errors;
}
