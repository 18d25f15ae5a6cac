import { iso7064Holds } from './iso7064';

/**
 * The seller's bank account and business identifiers an invoice carries (reference/domain-rules.md §3.6):
 * IBAN (ISO 13616, mod 97-10), the Finnish business ID (Y-tunnus) and the OVT e-invoice address made from it.
 */

const ibanPattern = /^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/;
const finnishIbanPattern = /^FI\d{16}$/;
const businessIdPattern = /^(\d{6,7})-(\d)$/;
const businessIdWeights = [7, 9, 10, 5, 8, 4, 2] as const;

/** An IBAN without spaces, in capitals. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether an IBAN (spaces allowed) is well formed and its check digits hold. */
export function isIban(value: string): boolean {
  const iban = compactIban(value);
  return ibanPattern.test(iban) && iso7064Holds(iban);
}

/** Whether it is a valid Finnish IBAN (18 characters): the only kind the bank barcode takes. */
export function isFinnishIban(value: string): boolean {
  const iban = compactIban(value);
  return finnishIbanPattern.test(iban) && iso7064Holds(iban);
}

/** Groups of four, as printed: 'FI37 1590 3000 0007 76'. */
export function formatIban(value: string): string {
  return (compactIban(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** The check digit of a business ID's seven digits, or null where the remainder is 1 (never issued). */
function businessIdCheckDigit(sevenDigits: string): number | null {
  const sum = [...sevenDigits].reduce(
    (total, digit, index) => total + Number(digit) * (businessIdWeights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 1) {
    return null;
  }
  return remainder === 0 ? 0 : 11 - remainder;
}

/** A business ID in its standard form `NNNNNNN-C` (old six-digit IDs padded), or null when it is not valid. */
export function parseBusinessId(value: string): string | null {
  const [, number, check] = businessIdPattern.exec(value.trim()) ?? [];
  if (number === undefined || check === undefined) {
    return null;
  }
  const digits = number.padStart(7, '0');
  return businessIdCheckDigit(digits) === Number(check) ? `${digits}-${check}` : null;
}

export function isBusinessId(value: string): boolean {
  return parseBusinessId(value) !== null;
}

/** The OVT e-invoice address of a business: `0037`, the ID's eight digits and an optional unit suffix. */
export function ovtCodeOf(businessId: string, suffix = ''): string {
  const parsed = parseBusinessId(businessId);
  if (!parsed) {
    throw new RangeError(`Not a valid business ID: ${businessId}`);
  }
  if (!/^[0-9A-Z]{0,5}$/.test(suffix)) {
    throw new RangeError(`An OVT suffix is at most five digits or capitals: ${suffix}`);
  }
  return `0037${parsed.replace('-', '')}${suffix}`;
}
