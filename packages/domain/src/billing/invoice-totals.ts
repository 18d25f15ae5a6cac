import type { Cents } from '../shared/money';
import { type VatBreakdown, type VatCategory, vatBreakdown } from '../shared/vat';

/**
 * An invoice's totals from its lines (money.ts states the rounding): each line's net is already rounded;
 * VAT is computed per category and rate over the sum of the nets. Each line carries the rate frozen when
 * it was priced (`vatRateOn` of its delivery day: a shift on 31.8.2024 keeps 24 % on an invoice sent in
 * September), so a stored invoice adds up from its stored lines alone. A credit note is the same lines
 * negated, so it cancels its invoice to the cent.
 */

export type InvoiceLineAmount = {
  netCents: Cents;
  vatCategory: VatCategory;
  /** The VAT rate in basis points (2550 = 25.5 %), frozen from the line's delivery day. */
  vatRateBasisPoints: number;
};

export function invoiceTotalsOf(lines: readonly InvoiceLineAmount[]): VatBreakdown {
  return vatBreakdown(
    lines.map((line) => ({
      netCents: line.netCents,
      category: line.vatCategory,
      rate: line.vatRateBasisPoints,
    })),
  );
}

/** The lines of a credit note for the given invoice lines: the same lines with negated amounts. */
export function creditLinesOf<Line extends InvoiceLineAmount>(lines: readonly Line[]): Line[] {
  return lines.map((line) => ({ ...line, netCents: -line.netCents }));
}
