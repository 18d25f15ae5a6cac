import type { Cents } from '../shared/money';
import { type VatBreakdown, type VatCategory, vatBreakdown, vatRateOn } from '../shared/vat';

/**
 * An invoice's totals from its lines (money.ts states the rounding): each line's net is already rounded;
 * VAT is computed per category and rate over the sum of the nets. The rate follows each line's delivery
 * day (a shift on 31.8.2024 keeps 24 % on an invoice sent in September). A credit note is the same lines
 * negated, so it cancels its invoice to the cent.
 */

export type InvoiceLineAmount = {
  netCents: Cents;
  vatCategory: VatCategory;
  /** The day the work was delivered (YYYY-MM-DD): the shift's Helsinki day. */
  deliveryDay: string;
};

export function invoiceTotalsOf(lines: readonly InvoiceLineAmount[]): VatBreakdown {
  return vatBreakdown(
    lines.map((line) => ({
      netCents: line.netCents,
      category: line.vatCategory,
      rate: vatRateOn(line.vatCategory, line.deliveryDay),
    })),
  );
}

/** The lines of a credit note for the given invoice lines: the same lines with negated amounts. */
export function creditLinesOf<Line extends InvoiceLineAmount>(lines: readonly Line[]): Line[] {
  return lines.map((line) => ({ ...line, netCents: -line.netCents }));
}
