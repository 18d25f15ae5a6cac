import { billingIdentifierProblems } from '@portal/domain/accounts';
import type { ErrorCode } from '@portal/domain/shared';
import { isEmail } from '@portal/domain/shared';
import type { TFunction } from 'i18next';

type IdentifierValues = {
  businessId: string;
  einvoiceAddress: string;
  iban?: string;
  bic?: string;
};

/**
 * The client's own check of the identifiers, with the domain's rules the server applies too: a wrong
 * Y-tunnus, IBAN, BIC or e-invoice address is explained under its field before anything is sent.
 */
export function identifierErrors<TValues extends IdentifierValues>(
  values: TValues,
  t: TFunction,
  emailFields: readonly (keyof TValues & string)[],
): Partial<Record<keyof TValues & string, string>> {
  const problems = billingIdentifierProblems({
    businessId: values.businessId.trim() || null,
    einvoiceAddress: values.einvoiceAddress.trim() || null,
    iban: values.iban?.trim() || null,
    bic: values.bic?.trim() || null,
  });
  const errors: Partial<Record<string, string>> = {};
  for (const [field, code] of Object.entries(problems) as [string, ErrorCode][]) {
    errors[field] = t(`errors.${code}`);
  }
  for (const field of emailFields) {
    const value = String(values[field] ?? '').trim();
    if (value !== '' && !isEmail(value)) {
      errors[field] = t('validation.email');
    }
  }
  return errors as Partial<Record<keyof TValues & string, string>>;
}

/** The server's identifier refusals, each shown under its field. */
export const identifierErrorFields = {
  BUSINESS_ID_INVALID: 'businessId',
  IBAN_INVALID: 'iban',
  BIC_INVALID: 'bic',
  EINVOICE_ADDRESS_INVALID: 'einvoiceAddress',
} as const;
