/**
 * Domain error codes. The server maps each code to an HTTP status (below); the web app maps each code to
 * the translation key `errors.<CODE>`. The server never sends prose meant for users.
 */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  INVALID_CONFIG: 500,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  REFRESH_TOKEN_REUSED: 401,
  LOGIN_LINK_INVALID: 401,
  WRONG_PASSWORD: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EMAIL_IN_USE: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_HEADERS_TOO_LARGE: 431,
  BLOCK_REASON_REQUIRED: 400,
  BLOCK_AREAS_REQUIRED: 400,
  WORKER_BLOCKED: 409,
  SMS_COSTLY: 403,
  SMS_CONFIRMATION_REQUIRED: 400,
  WORKER_MOBILE_MISSING: 409,
  POOL_DEFAULT_REQUIRED: 409,
  POOL_DEFAULT_NOT_DELETABLE: 409,
  POOL_AREAS_INVALID: 400,
  POOL_MEMBERS_INVALID: 400,
  AREA_HAS_BOOKED_SHIFTS: 409,
  AREA_POOL_NOT_FOUND: 422,
  GEOCODING_FAILED: 422,
  AREA_GROUP_NAME_TAKEN: 409,
  AREA_GROUP_AREA_NOT_IN_ACCOUNT: 422,
  GIG_AREA_REQUIRED: 400,
  GIG_SHIFTS_REQUIRED: 400,
  SHIFT_TIMES_INVALID: 400,
  GIG_HAS_BOOKED_SHIFTS: 409,
  SHIFT_IS_BOOKED: 409,
  SHIFT_TAKEN: 409,
  SHIFT_STATE_CHANGED: 409,
  SHIFT_NOT_ENDED: 409,
  GIG_SPLIT_SINGLE_SHIFT: 409,
  GIG_NOT_EDITABLE: 409,
  CONTRACT_IN_USE: 409,
  INVOICE_PERIOD_INVALID: 400,
  CONTRACT_NOT_IN_ACCOUNT: 422,
  INVOICE_NO_SHIFTS: 422,
  INVOICE_UNPRICED_SHIFTS: 422,
  INVOICE_NOT_ALLOWED: 409,
  INVOICE_PAID_ON_INVALID: 400,
  BILLING_DETAILS_MISSING: 422,
  BUSINESS_ID_INVALID: 400,
  IBAN_INVALID: 400,
  IBAN_NOT_SEPA: 400,
  PERSONAL_IDENTITY_CODE_INVALID: 400,
  BIC_INVALID: 400,
  EINVOICE_ADDRESS_INVALID: 400,
  CAMPAIGN_OVERLAP: 409,
  CAMPAIGN_DATES_INVALID: 400,
  CAMPAIGN_AREAS_REQUIRED: 400,
  DISPUTE_NOT_ALLOWED: 409,
  WORKER_NOT_ASSIGNABLE: 422,
  WORKER_ROLE_MISMATCH: 422,
  INVITATION_INVALID: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_ANSWERED: 409,
  INVITATION_REVOKED: 410,
  // Wage reports and the employer's separate reports (issue 14 §2).
  WAGE_REPORT_NOT_FOUND: 404,
  WAGE_REPORT_EVENT_NOT_ALLOWED: 409,
  WORKER_IDENTITY_CODE_MISSING: 422,
  PAYER_DETAILS_MISSING: 422,
  PAYER_SUMMARY_REPORT_EXISTS: 409,
  HEALTH_INSURANCE_CONTRIBUTION_REQUIRED: 400,
  // The employer's Incomes Register details in the seller details (decision 0044).
  PENSION_POLICY_NO_INVALID: 400,
  PAYROLL_CONTACT_PHONE_INVALID: 400,
  // Payroll lists and payrolls (issue 14 §2).
  PAYROLL_PERIOD_INVALID: 400,
  PAYROLL_LOCKED: 409,
  PAYROLL_LIST_NOT_ALLOWED: 409,
  PAYROLL_SHIFTS_NOT_PAYABLE: 422,
  PAYROLL_PAID_ON_INVALID: 400,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** A failure a user can be told about: a code, optional details for the message, never prose. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** HTTP status for a code; the one place the mapping lives. */
export function httpStatusOf(code: ErrorCode): number {
  return errorCodes[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}
