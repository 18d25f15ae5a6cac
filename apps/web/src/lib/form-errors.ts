import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

type Issue = z.ZodError['issues'][number];

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function messageOf(issue: Issue, value: unknown, t: TFunction): string {
  if (isBlank(value)) {
    return t('validation.required');
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? t('validation.minLength', { count: Number(issue.minimum) })
        : t('validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.maxLength', { count: Number(issue.maximum) })
        : t('validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'invalid_type':
      if (issue.expected === 'int') {
        return t('validation.integer');
      }
      return issue.expected === 'number' ? t('validation.number') : t('validation.invalid');
    case 'custom':
      return issue.message === 'PHONE_INVALID' ? t('validation.phone') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/** Translated messages, one per field (the first problem wins), for a failed parse of `values`. */
export function fieldErrorsOf<TField extends string>(
  error: z.ZodError,
  values: Record<TField, unknown>,
  t: TFunction,
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as TField | undefined;
    if (field !== undefined && errors[field] === undefined) {
      errors[field] = messageOf(issue, values[field], t);
    }
  }
  return errors;
}

/** Field errors from a VALIDATION_FAILED answer of the server, limited to the fields of the form. */
export function fieldErrorsOfApiError<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  t: TFunction,
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  if (!(error instanceof ApiError)) {
    return errors;
  }
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as TField] = t('validation.invalid');
    }
  }
  return errors;
}

/** What an empty form holds for a field: '' for text and numbers, [] for lists; flags keep their value. */
function blankOf(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') {
    return '';
  }
  if (Array.isArray(value)) {
    return [];
  }
  return typeof value === 'boolean' ? value : null;
}

/**
 * The fields the schema refuses to leave empty (marked required on the form): each field blank, turned into
 * the schema's input by the form's `toCandidate`, and parsed. A form whose candidate cannot be built from
 * blanks (times joined into instants) names its required fields itself.
 */
export function requiredFieldsOf<TField extends string>(
  schema: z.ZodType,
  values: Record<TField, unknown>,
  toCandidate: (blank: Record<TField, unknown>) => unknown = (blank) => blank,
): TField[] {
  const fields = Object.keys(values) as TField[];
  const blank = Object.fromEntries(fields.map((field) => [field, blankOf(values[field])])) as Record<
    TField,
    unknown
  >;
  let parsed: ReturnType<z.ZodType['safeParse']>;
  try {
    parsed = schema.safeParse(toCandidate(blank));
  } catch {
    return [];
  }
  if (parsed.success) {
    return [];
  }
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return fields.filter((field) => refused.has(field));
}

const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves the focus to the first field in error of a form, in the order the fields are shown: an input marked
 * aria-invalid, or the first input of a group (radios, checkboxes, a time's parts) showing an error.
 */
export function focusFirstError(form: Element | null): void {
  const first = form?.querySelector('[aria-invalid="true"], .mantine-InputWrapper-error');
  if (!first) {
    return;
  }
  const target = first.matches(focusableSelector)
    ? first
    : (first.querySelector(focusableSelector) ??
      first.closest('.mantine-InputWrapper-root')?.querySelector(focusableSelector));
  if (target instanceof HTMLElement) {
    target.focus();
  }
}
