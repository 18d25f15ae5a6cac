/**
 * Money in integer euro cents (decision 0016). Amounts never pass through floating-point euros: a float
 * cannot hold 0.10 exactly, and invoices must add up to the cent. Billing and payroll build on this.
 *
 * Where rounding happens (Finnish invoicing, as EN 16931 / Finvoice compute it):
 * 1. a line's net amount is rounded to the cent once (`lineNetCents`: quantity x unit price);
 * 2. VAT is computed per rate over the sum of the rounded line nets, and rounded to the cent once
 *    (`vatBreakdown`), not per line, so the VAT of a rate is the rate of its net;
 * 3. totals are sums of rounded amounts and are never rounded again.
 * Every rounding is half away from zero (0.5 cent up for a charge, down for a credit), so a credit note
 * is the exact negative of its invoice.
 */

/** An amount in euro cents: an integer, negative for credits. */
export type Cents = number;

/** Hundredths of a percent: 25.5 % is 2550. Integers keep VAT exact. */
export type BasisPoints = number;

const basisPointsPerWhole = 10_000;

/** Integer division rounded half away from zero, exact for safe integers. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a whole number of cents: ${value}`);
  }
  return value;
}

/**
 * A line's net amount: `quantity` in hundredths (7.75 hours is 775) times a unit price in cents, rounded to
 * the cent.
 */
export function lineNetCents(unitPriceCents: Cents, quantityHundredths: number): Cents {
  return divideRounded(assertCents(unitPriceCents) * assertCents(quantityHundredths), 100);
}

/** A percentage of an amount (a supplement, a discount), rounded to the cent. */
export function percentOf(cents: Cents, rate: BasisPoints): Cents {
  return divideRounded(assertCents(cents) * assertCents(rate), basisPointsPerWhole);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + assertCents(amount), 0);
}

// --- parse and format: decimal comma, as Finnish invoices and the UI show euros ----------------------

const amountPattern = /^([+-]?)(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/**
 * Euros typed by a person as cents: `12`, `12,5`, `1 234,50`, `1234.50`, `-3,20`, with or without `€`;
 * null for anything else (three decimals, letters, a thousands group that is not three digits).
 */
export function parseEuros(typed: string): Cents | null {
  const match = amountPattern.exec(typed.replace(/€/g, '').trim());
  if (!match) {
    return null;
  }
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole.replace(/[ \u00a0]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) {
    return null;
  }
  return sign === '-' ? -cents : cents;
}

/** Cents as euros with a decimal comma and no-break-space thousands: `1 234,50`, `-0,05`. */
export function formatCents(cents: Cents): string {
  const magnitude = Math.abs(assertCents(cents));
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}

/** Cents as a euro amount: `1 234,50 €`. */
export function formatEuros(cents: Cents): string {
  return `${formatCents(cents)}\u00a0€`;
}
