import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { useInvoiceFormat } from './use-invoice-format';

/** The billing details a send may find missing (`BILLING_DETAILS_MISSING` names them in `details.fields`). */
const billingFields = [
  'legalName',
  'businessId',
  'streetAddress',
  'postcode',
  'city',
  'iban',
  'bic',
  'invoiceEmail',
  'einvoiceAddress',
  'einvoiceOperator',
  'billingEmail',
  'billingName',
  'invoiceAddress',
] as const;
type BillingField = (typeof billingFields)[number];

function isBillingField(value: string): value is BillingField {
  return (billingFields as readonly string[]).includes(value);
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string');
  }
  return typeof value === 'string' ? [value] : [];
}

/**
 * A refusal of the invoices API as a sentence in the UI language (`errors.<CODE>`), its details filled in
 * as people read them: the kinds of hour without a price, the billing details missing ("seller's IBAN").
 */
export function useInvoiceErrorMessage() {
  const { t, i18n } = useTranslation();
  const format = useInvoiceFormat();
  const join = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(items);

  const fieldLabel = (key: string) => {
    // A key may name the party: `seller.iban`, `buyerInvoiceEmail`, or just the field.
    const match = /^(seller|buyer)[.:_]?(.+)$/.exec(key);
    const party = match?.[1] as 'seller' | 'buyer' | undefined;
    const raw = match?.[2] ?? key;
    const name = raw.charAt(0).toLowerCase() + raw.slice(1);
    const label = isBillingField(name) ? t(`invoices.billingFields.${name}`) : name;
    return party ? t(`invoices.billingFields.of.${party}`, { field: label }) : label;
  };

  return (error: unknown): string => {
    if (!(error instanceof ApiError)) {
      return t(errorMessageKey(error));
    }
    const details = error.details ?? {};
    return t(errorMessageKey(error), {
      kinds: join(listOf(details.kinds).map(format.kindName)),
      fields: join(listOf(details.fields).map(fieldLabel)),
      count: typeof details.count === 'number' ? details.count : undefined,
    });
  };
}
