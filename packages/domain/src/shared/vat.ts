import { type BasisPoints, type Cents, percentOf } from './money';

/**
 * Finnish VAT (reference: domain-rules §3.5). The general rate is 25.5 % for deliveries from 1.9.2024 and
 * 24 % before; the reduced rates are 14 % and 10 %. Healthcare staffing is often exempt (AVL 34-36 §), and
 * an exempt line needs a reason on the invoice; social-care staffing is taxed at the general rate. Which
 * treatment applies is chosen per assignment or client unit: this module only computes.
 */
export const vatCategories = ['standard', 'reduced-14', 'reduced-10', 'zero', 'exempt'] as const;
export type VatCategory = (typeof vatCategories)[number];

/** The first day of the 25.5 % general rate (the rate follows the delivery date). */
export const standardRate255From = '2024-09-01';

/** The rate of a category for a delivery on `dayKey` (YYYY-MM-DD), in basis points. */
export function vatRateOn(category: VatCategory, dayKey: string): BasisPoints {
  switch (category) {
    case 'standard':
      return dayKey >= standardRate255From ? 2550 : 2400;
    case 'reduced-14':
      return 1400;
    case 'reduced-10':
      return 1000;
    case 'zero':
    case 'exempt':
      return 0;
  }
}

/** A rate as invoices print it: `25,5 %`, `24 %`. */
export function formatVatRate(rate: BasisPoints): string {
  const percent = rate / 100;
  return `${String(percent).replace('.', ',')}\u00a0%`;
}

/** VAT of a net amount at a rate, rounded half away from zero to the cent. */
export function vatOf(netCents: Cents, rate: BasisPoints): Cents {
  return percentOf(netCents, rate);
}

export type VatLine = { netCents: Cents; category: VatCategory; rate: BasisPoints };
export type VatRow = {
  category: VatCategory;
  rate: BasisPoints;
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
};
export type VatBreakdown = { rows: VatRow[]; netCents: Cents; vatCents: Cents; grossCents: Cents };

/**
 * The VAT specification of an invoice: lines summed per category and rate, VAT rounded once per row (not
 * per line), totals as sums of the rows. Rows are ordered by rate, highest first, as invoices list them.
 */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdown {
  const rows = new Map<string, VatRow>();
  for (const line of lines) {
    const key = `${line.category}:${line.rate}`;
    const row = rows.get(key) ?? {
      category: line.category,
      rate: line.rate,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    };
    row.netCents += line.netCents;
    rows.set(key, row);
  }
  const sorted = [...rows.values()]
    .map((row) => {
      const vatCents = vatOf(row.netCents, row.rate);
      return { ...row, vatCents, grossCents: row.netCents + vatCents };
    })
    .sort((first, second) => second.rate - first.rate || first.category.localeCompare(second.category));
  const total = (pick: (row: VatRow) => Cents) => sorted.reduce((sum, row) => sum + pick(row), 0);
  return {
    rows: sorted,
    netCents: total((row) => row.netCents),
    vatCents: total((row) => row.vatCents),
    grossCents: total((row) => row.grossCents),
  };
}
