import { z } from 'zod';
import { isBic } from '../accounts/billing-details';
import { compactIban, formatIban, isIban } from '../billing/bank-identifiers';
import { isIdentityCode, normalizeIdentityCode } from '../payroll/personal-identity-code';

/**
 * A worker's payment details (issue 14 §3): the personal identity code and the bank account payroll and the
 * Incomes Register need. They are personal data: the server keeps them encrypted, screens show them masked,
 * only the payroll roles read them, and only a "reveal" (audited) answers them in clear.
 */

/**
 * Wages go out as SEPA credit transfers, so the account must be in a SEPA scheme country (the EPC's list:
 * the EU, Iceland, Liechtenstein, Norway, Andorra, Gibraltar, Monaco, San Marino, Switzerland, the United
 * Kingdom and the Vatican, and the 2024–2025 members Albania, Moldova, Montenegro and North Macedonia).
 * Territories banking under another country's code (Åland: FI, Jersey: GB) are covered by it.
 */
const sepaCountries = new Set([
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT'],
  ...['LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  ...['IS', 'LI', 'NO', 'AD', 'CH', 'GB', 'GI', 'MC', 'SM', 'VA', 'AL', 'MD', 'ME', 'MK'],
]);

/** Whether a valid IBAN is of a SEPA country (its first two letters). */
export function isSepaIban(value: string): boolean {
  return isIban(value) && sepaCountries.has(compactIban(value).slice(0, 2));
}

/** An optional text field: blank or null clears the stored value. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value));

/**
 * What an admin saves. Each check's message is the domain error code the web app translates, never the
 * value typed, so a refusal (an answer or a log line) cannot echo an identity code back.
 */
export const workerPaymentDetailsInputSchema = z.object({
  identityCode: optionalText(20)
    .refine((value) => value === null || isIdentityCode(value), {
      message: 'PERSONAL_IDENTITY_CODE_INVALID',
    })
    .transform((value) => (value === null ? null : normalizeIdentityCode(value))),
  iban: optionalText(50)
    .refine((value) => value === null || isIban(value), { message: 'IBAN_INVALID' })
    .refine((value) => value === null || !isIban(value) || isSepaIban(value), { message: 'IBAN_NOT_SEPA' })
    .transform((value) => (value === null ? null : compactIban(value))),
  bic: optionalText(15)
    .refine((value) => value === null || isBic(value), { message: 'BIC_INVALID' })
    .transform((value) => (value === null ? null : value.replace(/\s+/g, '').toUpperCase())),
});
export type WorkerPaymentDetailsInput = z.input<typeof workerPaymentDetailsInputSchema>;
export type ParsedWorkerPaymentDetailsInput = z.output<typeof workerPaymentDetailsInputSchema>;

/** The fields of the payment details, in the order forms and audit entries name them. */
export const workerPaymentDetailFields = ['identityCode', 'iban', 'bic'] as const;
export type WorkerPaymentDetailField = (typeof workerPaymentDetailFields)[number];

/**
 * An IBAN as screens show it: the country code and the last four characters, the rest hidden, in groups of
 * four as printed ('FI** **** **** **87 54').
 */
export function maskIban(value: string): string {
  const iban = compactIban(value);
  return formatIban(`${iban.slice(0, 2)}${'*'.repeat(Math.max(iban.length - 6, 0))}${iban.slice(-4)}`);
}

/** The masked answer: enough to see what is on file, never the values themselves. */
export const workerPaymentDetailsSchema = z.object({
  workerId: z.uuid(),
  hasIdentityCode: z.boolean(),
  identityCodeMasked: z.string().nullable(),
  /**
   * Whether the code's birth date is the worker's birthday on file; null when either is missing. A
   * mismatch is shown as a warning: one of the two was typed wrong.
   */
  identityCodeMatchesBirthday: z.boolean().nullable(),
  hasIban: z.boolean(),
  ibanMasked: z.string().nullable(),
  bic: z.string().nullable(),
  /** Who saved the details last and when; null when nothing is on file. */
  updatedAt: z.iso.datetime().nullable(),
  updatedByName: z.string().nullable(),
});
export type WorkerPaymentDetails = z.infer<typeof workerPaymentDetailsSchema>;

/** The clear values, for the admin who must check them against a document (each reveal is audited). */
export const revealedWorkerPaymentDetailsSchema = z.object({
  workerId: z.uuid(),
  identityCode: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});
export type RevealedWorkerPaymentDetails = z.infer<typeof revealedWorkerPaymentDetailsSchema>;
