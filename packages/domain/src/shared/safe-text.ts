import type { z } from 'zod';

/** The issue message of a text the database cannot store; the field is named by the issue's path. */
export const unsafeTextMessage = 'TEXT_UNSAFE';

// Half of a UTF-16 surrogate pair: it has no UTF-8 form, so PostgreSQL refuses it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL byte (PostgreSQL text cannot hold it) or a lone surrogate. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Paths of every string in plain data (objects, arrays, their keys) that holds an unsafe character. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') {
    return isUnsafeText(value) ? [path] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findUnsafeText(item, [...path, index]));
  }
  if (isPlainData(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      isUnsafeText(key) ? [[...path, key]] : findUnsafeText(item, [...path, key]),
    );
  }
  // Dates, Temporal values and the like come out of schemas that already parsed their text.
  return [];
}

/**
 * The schema plus a check that no text in what it accepts holds a NUL byte or a lone surrogate, each found
 * one reported under its own path. `defineContract` applies it to every contract's params, query and body,
 * so no route (nor a form using the same schema) has to remember it.
 */
export function refuseUnsafeText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    for (const path of findUnsafeText(value)) {
      context.addIssue({ code: 'custom', path, message: unsafeTextMessage, input: value });
    }
  });
}
