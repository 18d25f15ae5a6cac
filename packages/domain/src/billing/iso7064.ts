/**
 * ISO 7064 MOD 97-10, the check shared by IBANs and RF creditor references: letters become two-digit
 * numbers (A = 10 … Z = 35) and the whole string, read as one decimal number, is taken modulo 97.
 */

/** Letters as ISO 7064 numbers (A = 10 … Z = 35), digits unchanged; expects capitals. */
export function iso7064Digits(value: string): string {
  return [...value]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
}

/** The remainder of a long decimal string divided by 97, digit by digit (no big integers needed). */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) {
    remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Whether `value` holds when its first four characters move to the end (IBAN, RF): remainder 1. */
export function iso7064Holds(value: string): boolean {
  return mod97(iso7064Digits(`${value.slice(4)}${value.slice(0, 4)}`)) === 1;
}
