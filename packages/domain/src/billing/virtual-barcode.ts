import type { Cents } from '../shared/money';
import { compactIban, isFinnishIban } from './bank-identifiers';
import { isNationalReference, isRfReference } from './payment-references';

/**
 * The virtual bank barcode (virtuaaliviivakoodi) printed on a Finnish invoice, which the payer types or
 * scans into the bank: always 54 digits (Finanssiala's "Pankkiviivakoodi-opas" v5.3, reference/domain-rules.md
 * §3.3). Version 4 carries a national reference, version 5 an RF reference. Only Finnish IBANs fit; an
 * amount above 999 999,99 € or a missing due date is written as zeros, as the guide says.
 */

export type BarcodeInput = {
  iban: string;
  amountCents: Cents;
  /** A national reference (version 4) or an RF reference (version 5); spaces allowed. */
  reference: string;
  /** The due date as a day key (YYYY-MM-DD), or null for none. */
  dueDate: string | null;
};

const maxBarcodeCents = 99_999_999;
const dayKeyPattern = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/;

function amountDigits(amountCents: Cents): string {
  const cents =
    Number.isSafeInteger(amountCents) && amountCents > 0 && amountCents <= maxBarcodeCents ? amountCents : 0;
  return String(cents).padStart(8, '0');
}

function dueDateDigits(dueDate: string | null): string {
  if (dueDate === null) {
    return '000000';
  }
  const match = dayKeyPattern.exec(dueDate);
  if (!match) {
    throw new RangeError(`A due date is a day key YYYY-MM-DD: ${dueDate}`);
  }
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The 54-digit virtual barcode, version 4 or 5 by the kind of reference. */
export function virtualBarcodeOf(input: BarcodeInput): string {
  const iban = compactIban(input.iban);
  if (!isFinnishIban(iban)) {
    throw new RangeError(`The bank barcode needs a valid Finnish IBAN: ${input.iban}`);
  }
  const account = iban.slice(2);
  const amount = amountDigits(input.amountCents);
  const due = dueDateDigits(input.dueDate);
  const reference = input.reference.replace(/\s+/g, '').toUpperCase();
  if (isRfReference(reference)) {
    const body = reference.slice(4);
    if (!/^\d{1,21}$/.test(body)) {
      throw new RangeError(`The bank barcode takes only numeric RF references: ${input.reference}`);
    }
    return `5${account}${amount}${reference.slice(2, 4)}${body.padStart(21, '0')}${due}`;
  }
  if (isNationalReference(reference)) {
    return `4${account}${amount}000${reference.padStart(20, '0')}${due}`;
  }
  throw new RangeError(`Not a valid payment reference: ${input.reference}`);
}
