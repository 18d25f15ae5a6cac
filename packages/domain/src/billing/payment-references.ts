import { iso7064Digits, iso7064Holds, mod97 } from './iso7064';

/**
 * Payment references on Finnish invoices (reference/domain-rules.md §3.1–3.2): the national reference
 * number (viitenumero) and the international RF creditor reference (ISO 11649) built from it. Written here
 * rather than taken from a package: the checks are a few lines against the banks' published vectors, and
 * the packages on npm take euro amounts as floats and ship untyped (decision 0031).
 */

const nationalBasePattern = /^\d{3,19}$/;
const nationalPattern = /^\d{4,20}$/;
const rfPattern = /^RF\d{2}[0-9A-Z]{1,21}$/;

/** Weights 7, 3, 1 repeating from the rightmost digit of the base. */
const nationalWeights = [7, 3, 1] as const;

function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check digit of a national reference base (3–19 digits). */
export function nationalCheckDigit(base: string): number {
  if (!nationalBasePattern.test(base)) {
    throw new RangeError(`A reference base is 3 to 19 digits: ${base}`);
  }
  let sum = 0;
  for (let index = 0; index < base.length; index += 1) {
    const digit = Number(base[base.length - 1 - index]);
    sum += digit * (nationalWeights[index % nationalWeights.length] ?? 0);
  }
  return (10 - (sum % 10)) % 10;
}

/** A national reference number from its base: the base and its check digit (123 → 1232). */
export function nationalReferenceOf(base: string | number): string {
  const digits = String(base).replace(/^0+/, '');
  return `${digits}${nationalCheckDigit(digits)}`;
}

/** Whether a national reference (spaces allowed) has 4–20 digits, no leading zero and a right check digit. */
export function isNationalReference(value: string): boolean {
  const reference = withoutSpaces(value);
  if (!nationalPattern.test(reference) || reference.startsWith('0')) {
    return false;
  }
  return nationalCheckDigit(reference.slice(0, -1)) === Number(reference.at(-1));
}

/** Groups of five from the right, as printed on an invoice ('2348236' → '23 48236'). */
export function formatNationalReference(value: string): string {
  const reference = withoutSpaces(value);
  const groups: string[] = [];
  for (let end = reference.length; end > 0; end -= 5) {
    groups.unshift(reference.slice(Math.max(0, end - 5), end));
  }
  return groups.join(' ');
}

/** The RF creditor reference of a national reference, check digits included: 2348236 → RF332348236. */
export function rfReferenceOf(nationalReference: string): string {
  const reference = withoutSpaces(nationalReference);
  if (!isNationalReference(reference)) {
    throw new RangeError(`Not a valid national reference: ${nationalReference}`);
  }
  const check = 98 - mod97(iso7064Digits(`${reference}RF00`));
  return `RF${String(check).padStart(2, '0')}${reference}`;
}

/** Whether an RF reference (spaces allowed) is well formed and its check digits hold. */
export function isRfReference(value: string): boolean {
  const reference = withoutSpaces(value);
  if (!rfPattern.test(reference)) {
    return false;
  }
  return iso7064Holds(reference);
}

/** Groups of four from the left, as printed: RF332348236 → 'RF33 2348 236'. */
export function formatRfReference(value: string): string {
  return (withoutSpaces(value).match(/.{1,4}/g) ?? []).join(' ');
}
