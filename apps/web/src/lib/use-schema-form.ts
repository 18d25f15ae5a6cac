import type { ErrorCode } from '@portal/domain/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api-error';
import {
  type FieldErrors,
  fieldErrorsOf,
  fieldErrorsOfApiError,
  focusFirstError,
  requiredFieldsOf,
} from './form-errors';

type FormValues = Record<string, unknown>;
/** A form's submit event (a `<form>`, or a Mantine component rendered as one). */
type SubmitEventLike = { preventDefault: () => void; currentTarget?: unknown };
type FieldOf<TValues> = keyof TValues & string;

/** What a submit handler may do to its form once saved. */
export type FormHelpers<TValues> = {
  reset: (next?: TValues) => void;
  setValues: (changes: Partial<TValues>) => void;
  setErrors: (changes: FieldErrors<FieldOf<TValues>>) => void;
};

export type SchemaFormOptions<TValues extends FormValues, TInput> = {
  initialValues: TValues;
  /** The shared contract schema from the domain package: what the server will check too. */
  schema: z.ZodType<TInput>;
  /** What the inputs hold, turned into what the schema reads ('' to undefined, a locked flag on). */
  toCandidate?: (values: TValues) => unknown;
  /** Checks the schema cannot express (a password typed twice); they run with the schema's. */
  validate?: (values: TValues) => FieldErrors<FieldOf<TValues>>;
  /** A form with texts of its own for the schema's problems (one message per field). */
  issueErrors?: (error: z.ZodError, values: TValues) => FieldErrors<FieldOf<TValues>>;
  /** A form with its own reading of a refusal (a field named in the details); replaces the default. */
  serverErrors?: (error: unknown, values: TValues) => FieldErrors<FieldOf<TValues>>;
  /**
   * The fields marked required, where the schema cannot tell from blank values (a day and times joined
   * into instants by `toCandidate`); otherwise the fields the schema refuses to leave empty.
   */
  required?: readonly FieldOf<TValues>[];
  /** Domain refusals that belong under one field: shown there as `errors.<CODE>`. */
  errorFields?: Partial<Record<ErrorCode, FieldOf<TValues>>>;
  /** Saves the checked input. A rejection keeps everything typed and lands on the fields. */
  onSubmit: (input: TInput, values: TValues, form: FormHelpers<TValues>) => unknown;
};

/** What an input's onChange hands over: an event (text, checkbox) or the value itself (Select, NumberInput). */
function inputValueOf(input: unknown): unknown {
  if (typeof input === 'object' && input !== null && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * Moves the focus to a form's first field in error once the errors are on screen (after the render that
 * shows them). Call it with the form element after a refused submit; `useSchemaForm` does it itself.
 */
export function useFocusFirstError(): (form: unknown) => void {
  const [request, setRequest] = useState<{ form: Element } | null>(null);
  useEffect(() => {
    if (request) {
      focusFirstError(request.form);
    }
  }, [request]);
  return (form) => {
    if (form instanceof Element) {
      setRequest({ form });
    }
  };
}

/**
 * The one form mechanism: values and translated field errors in state, checked with the shared zod schema
 * on submit, and a server refusal (400 VALIDATION_FAILED fields, or a code named in `errorFields`) put
 * under its field. A failed save is toasted by the query client; the form only places it.
 */
export function useSchemaForm<TValues extends FormValues, TInput>(
  options: SchemaFormOptions<TValues, TInput>,
) {
  const { t } = useTranslation();
  const [values, setValuesState] = useState<TValues>(options.initialValues);
  const [errors, setErrorsState] = useState<FieldErrors<FieldOf<TValues>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest options, so a submit sees the current callbacks without re-creating the handlers' deps.
  const latest = useRef(options);
  latest.current = options;

  const fields = Object.keys(options.initialValues) as FieldOf<TValues>[];
  // Which fields the schema requires does not change while the form is shown.
  const [required] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        options.required ??
          requiredFieldsOf(
            options.schema,
            options.initialValues,
            options.toCandidate as ((blank: Record<string, unknown>) => unknown) | undefined,
          ),
      ),
  );
  const isRequired = (name: FieldOf<TValues>) => required.has(name);
  const focusFirstErrorOf = useFocusFirstError();

  const setFieldValue = <F extends FieldOf<TValues>>(field: F, value: TValues[F]) => {
    setValuesState((current) => ({ ...current, [field]: value }));
    setErrorsState((current) => ({ ...current, [field]: undefined }));
  };

  /** Several fields at once (a picked area filling the address); their errors are cleared. */
  const setValues = (changes: Partial<TValues> | ((current: TValues) => Partial<TValues>)) => {
    setValuesState((current) => ({
      ...current,
      ...(typeof changes === 'function' ? changes(current) : changes),
    }));
    if (typeof changes !== 'function') {
      setErrorsState((current) => {
        const next = { ...current };
        for (const field of Object.keys(changes)) {
          delete next[field as FieldOf<TValues>];
        }
        return next;
      });
    }
  };

  /** Adds errors found elsewhere (a refusal shown under a field); undefined clears one. */
  const setErrors = (changes: FieldErrors<FieldOf<TValues>>) =>
    setErrorsState((current) => ({ ...current, ...changes }));

  const reset = (next: TValues = latest.current.initialValues) => {
    setValuesState(next);
    setErrorsState({});
  };

  const serverErrorsOf = (error: unknown): FieldErrors<FieldOf<TValues>> => {
    if (latest.current.serverErrors) {
      return latest.current.serverErrors(error, values);
    }
    const field = error instanceof ApiError ? latest.current.errorFields?.[error.code] : undefined;
    if (field && error instanceof ApiError) {
      return { [field]: t(`errors.${error.code}`) } as FieldErrors<FieldOf<TValues>>;
    }
    return fieldErrorsOfApiError(error, fields, t);
  };

  /** Checks the values; the found errors are shown, and the parsed input is returned when there are none. */
  const check = (): { ok: true; input: TInput } | { ok: false } => {
    const { schema, toCandidate, validate, issueErrors } = latest.current;
    const candidate = toCandidate ? toCandidate(values) : values;
    const parsed = schema.safeParse(candidate);
    const found: FieldErrors<FieldOf<TValues>> = parsed.success
      ? {}
      : issueErrors
        ? issueErrors(parsed.error, values)
        : fieldErrorsOf(
            parsed.error,
            { ...values, ...(candidate as object) } as Record<FieldOf<TValues>, unknown>,
            t,
          );
    Object.assign(found, Object.fromEntries(Object.entries(validate?.(values) ?? {}).filter(([, e]) => e)));
    setErrorsState(found);
    return parsed.success && !hasErrors(found) ? { ok: true, input: parsed.data } : { ok: false };
  };

  const onSubmit = async (event?: SubmitEventLike) => {
    event?.preventDefault();
    const form = event?.currentTarget;
    const checked = check();
    if (!checked.ok) {
      focusFirstErrorOf(form);
      return;
    }
    setSubmitting(true);
    try {
      await latest.current.onSubmit(checked.input, values, { reset, setValues, setErrors });
    } catch (error) {
      setErrorsState(serverErrorsOf(error));
    } finally {
      setSubmitting(false);
      // A refusal shown under a field (by the server, or by the submit itself) takes the focus there too.
      focusFirstErrorOf(form);
    }
  };

  /** value, error, onChange and the required mark for a Mantine input (text, select, number, date). */
  const field = <F extends FieldOf<TValues>>(name: F) => ({
    value: values[name],
    error: errors[name],
    required: isRequired(name),
    onChange: (input: unknown) => setFieldValue(name, inputValueOf(input) as TValues[F]),
  });

  /** checked, error and onChange for a Mantine Checkbox or Switch. */
  const checkbox = <F extends FieldOf<TValues>>(name: F) => ({
    checked: Boolean(values[name]),
    error: errors[name],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      setFieldValue(name, event.currentTarget.checked as TValues[F]),
  });

  return {
    values,
    errors,
    isSubmitting,
    setFieldValue,
    setValues,
    setErrors,
    reset,
    field,
    checkbox,
    isRequired,
    onSubmit: (event?: SubmitEventLike) => void onSubmit(event),
  };
}
