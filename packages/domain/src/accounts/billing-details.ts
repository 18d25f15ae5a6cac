import { z } from 'zod';
import { compactIban, isIban, parseBusinessId } from '../billing/bank-identifiers';
import { DomainError, type ErrorCode } from '../shared/errors';
import { isEmail } from '../shared/validators';
import {
  normalizedPayerDetails,
  payerDetailsProblems,
  payerDetailsShape,
  payerDetailsViewShape,
} from './payer-details';

/**
 * The billing details invoices print (issue 13 §4): the account as the buyer, and its organization (the
 * staffing company) as the seller. Identifiers are checked with the billing rules (Y-tunnus check digit,
 * IBAN mod 97, BIC form, OVT e-invoice address) and stored in their standard form: Y-tunnus `NNNNNNN-C`,
 * IBAN and e-invoice address compact in capitals, BIC in capitals.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

const emailText = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value))
  .refine((value) => value === null || isEmail(value), 'EMAIL_INVALID');

/** The account as the buyer on its invoices. */
export const buyerBillingDetailsSchema = z.object({
  billingName: text(70),
  businessId: text(20),
  streetAddress: text(70),
  postcode: text(12),
  city: text(35),
  invoiceEmail: emailText,
  einvoiceAddress: text(40),
  einvoiceOperator: text(35),
  paymentTermDays: z.number().int().min(0).max(365),
});
export type BuyerBillingDetails = z.infer<typeof buyerBillingDetailsSchema>;

/**
 * The staffing company as the seller on its accounts' invoices (the organization of the account), and as
 * the employer in the Incomes Register (the payer details, payer-details.ts).
 */
export const sellerBillingDetailsSchema = z.object({
  legalName: text(70),
  businessId: text(20),
  streetAddress: text(70),
  postcode: text(12),
  city: text(35),
  iban: text(42),
  bic: text(15),
  einvoiceAddress: text(40),
  einvoiceOperator: text(35),
  billingEmail: emailText,
  ...payerDetailsShape,
});
export type SellerBillingDetails = z.infer<typeof sellerBillingDetailsSchema>;

const stored = z.string().nullable();

/** What the portal answers: the stored details (identifiers in standard form, null for what is not given). */
export const buyerBillingDetailsViewSchema = z.object({
  billingName: stored,
  businessId: stored,
  streetAddress: stored,
  postcode: stored,
  city: stored,
  invoiceEmail: stored,
  einvoiceAddress: stored,
  einvoiceOperator: stored,
  paymentTermDays: z.number().int(),
});

export const sellerBillingDetailsViewSchema = z.object({
  legalName: stored,
  businessId: stored,
  streetAddress: stored,
  postcode: stored,
  city: stored,
  iban: stored,
  bic: stored,
  einvoiceAddress: stored,
  einvoiceOperator: stored,
  billingEmail: stored,
  ...payerDetailsViewShape,
});

const bicPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const ovtPattern = /^0037(\d{7})(\d)[0-9A-Z]{0,5}$/;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether a BIC (SWIFT code) has its form: bank, country, place and an optional branch, 8 or 11 characters. */
export function isBic(value: string): boolean {
  return bicPattern.test(compact(value));
}

/**
 * Whether it is a Finnish e-invoice address: an OVT code (`0037`, the business ID's eight digits with a
 * valid check digit, an optional suffix of up to five) or an IBAN (a bank's e-invoice address).
 */
export function isEinvoiceAddress(value: string): boolean {
  const address = compact(value);
  const [, number, check] = ovtPattern.exec(address) ?? [];
  if (number !== undefined && check !== undefined) {
    return parseBusinessId(`${number}-${check}`) !== null;
  }
  return isIban(address);
}

type IdentifierFields = {
  businessId: string | null;
  einvoiceAddress: string | null;
  iban?: string | null;
  bic?: string | null;
};
type IdentifierField = keyof IdentifierFields;

/** The identifiers that fail their check, each with the error the portal shows for it. */
export function billingIdentifierProblems(
  details: IdentifierFields,
): Partial<Record<IdentifierField, ErrorCode>> {
  const problems: Partial<Record<IdentifierField, ErrorCode>> = {};
  if (details.businessId && !parseBusinessId(details.businessId)) {
    problems.businessId = 'BUSINESS_ID_INVALID';
  }
  if (details.iban && !isIban(details.iban)) {
    problems.iban = 'IBAN_INVALID';
  }
  if (details.bic && !isBic(details.bic)) {
    problems.bic = 'BIC_INVALID';
  }
  if (details.einvoiceAddress && !isEinvoiceAddress(details.einvoiceAddress)) {
    problems.einvoiceAddress = 'EINVOICE_ADDRESS_INVALID';
  }
  return problems;
}

/** Refuses the first bad identifier (with the field in the details) and puts the good ones in standard form. */
function normalizedIdentifiers<T extends IdentifierFields>(details: T): T {
  const [problem] = Object.entries(billingIdentifierProblems(details));
  if (problem) {
    const [field, code] = problem;
    throw new DomainError(code as ErrorCode, { field });
  }
  const normalized: T = {
    ...details,
    businessId: details.businessId ? parseBusinessId(details.businessId) : null,
    einvoiceAddress: details.einvoiceAddress ? compact(details.einvoiceAddress) : null,
  };
  if ('iban' in details) {
    normalized.iban = details.iban ? compactIban(details.iban) : null;
  }
  if ('bic' in details) {
    normalized.bic = details.bic ? compact(details.bic) : null;
  }
  return normalized;
}

export function normalizeBuyerBillingDetails(details: BuyerBillingDetails): BuyerBillingDetails {
  return normalizedIdentifiers(details);
}

export function normalizeSellerBillingDetails(details: SellerBillingDetails): SellerBillingDetails {
  const identified = normalizedIdentifiers(details);
  const [problem] = Object.entries(payerDetailsProblems(identified));
  if (problem) {
    const [field, code] = problem;
    throw new DomainError(code as ErrorCode, { field });
  }
  return normalizedPayerDetails(identified);
}
