import { type ErrorCode, isErrorCode } from '@portal/domain/shared';

/** One field problem of a VALIDATION_FAILED answer. */
export type ApiIssue = { path: (string | number)[]; message: string };

/** A failed API call: the server's error code (unknown codes become INTERNAL), its details and field issues. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  readonly issues: ApiIssue[];

  constructor(
    code: string,
    status: number,
    extra: { details?: Record<string, unknown>; issues?: ApiIssue[] } = {},
  ) {
    const knownCode = isErrorCode(code) ? code : 'INTERNAL';
    super(knownCode);
    this.name = 'ApiError';
    this.code = knownCode;
    this.status = status;
    this.details = extra.details;
    this.issues = extra.issues ?? [];
  }
}

/** The code to show for any failure: an ApiError's own code, anything else is INTERNAL. */
export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'INTERNAL';
}

/** The translation key of a failure's message (`errors.<CODE>`). */
export function errorMessageKey(error: unknown): `errors.${ErrorCode}` {
  return `errors.${errorCodeOf(error)}`;
}
