import {
  endBeforeStartMessage,
  type TemporaryContractField,
  temporaryContractFields,
} from '@portal/domain/temporary-contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';

export type ContractFieldErrors = Partial<Record<TemporaryContractField, string>>;

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'> & { maximum?: unknown };

/** The value the user typed for a date field, which the form keeps to tell "missing" from "malformed". */
export type TypedDates = { startDate: string; endDate: string };

function isField(value: unknown): value is TemporaryContractField {
  return typeof value === 'string' && (temporaryContractFields as readonly string[]).includes(value);
}

/**
 * One translated message per field: each required field has its own text ("Sopimus vaaditaan"), a date
 * typed in another format and an end before the start have theirs; the first problem of a field wins.
 */
export function contractFieldErrors(
  issues: readonly Issue[],
  typed: TypedDates,
  t: TFunction,
): ContractFieldErrors {
  const errors: ContractFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field] !== undefined) {
      continue;
    }
    if (issue.message === endBeforeStartMessage) {
      errors[field] = t('temporary-contracts.fieldErrors.endBeforeStart');
    } else if ((field === 'startDate' || field === 'endDate') && typed[field].trim() !== '') {
      errors[field] = t('temporary-contracts.fieldErrors.dateFormat');
    } else if (issue.code === 'too_big') {
      errors[field] = t('validation.maxLength', { count: Number(issue.maximum) });
    } else {
      errors[field] = t(`temporary-contracts.fieldErrors.${field}`);
    }
  }
  return errors;
}

/** Field errors of a VALIDATION_FAILED answer (issues, or the account named in the details). */
export function contractFieldErrorsOfApiError(
  error: unknown,
  typed: TypedDates,
  t: TFunction,
): ContractFieldErrors {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') {
    return {};
  }
  if (error.details?.field === 'accountId') {
    return { accountId: t('temporary-contracts.fieldErrors.accountId') };
  }
  return contractFieldErrors(
    error.issues.map((issue) => ({ path: issue.path, message: issue.message, code: 'custom' as const })),
    typed,
    t,
  );
}
