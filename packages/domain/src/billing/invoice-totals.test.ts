import fc from 'fast-check';
import { type VatCategory, vatCategories, vatRateOn } from '../shared/vat';
import { creditLinesOf, type InvoiceLineAmount, invoiceTotalsOf } from './invoice-totals';

/** A line as pricing makes it: the rate frozen from its delivery day. */
const lineOn = (netCents: number, vatCategory: VatCategory, deliveryDay: string): InvoiceLineAmount => ({
  netCents,
  vatCategory,
  vatRateBasisPoints: vatRateOn(vatCategory, deliveryDay),
});

const lineArbitrary: fc.Arbitrary<InvoiceLineAmount> = fc
  .tuple(
    fc.integer({ min: 0, max: 5_000_000 }),
    fc.constantFrom(...vatCategories),
    fc.constantFrom('2024-08-31', '2024-09-01', '2026-11-27'),
  )
  .map(([netCents, category, day]) => lineOn(netCents, category, day));

describe('invoice totals', () => {
  it('computes VAT per rate over the summed nets, by each line’s delivery day', () => {
    const totals = invoiceTotalsOf([
      lineOn(10_001, 'standard', '2026-11-02'),
      lineOn(10_001, 'standard', '2026-11-03'),
      lineOn(5_000, 'standard', '2024-08-31'),
      lineOn(36_400, 'exempt', '2026-11-03'),
    ]);
    // 25.5 % of 200.02 € is 51.0051 €, rounded once to 51.01 € (per line it would be 2 x 25.50 €).
    expect(totals.rows.map((row) => [row.rate, row.netCents, row.vatCents])).toEqual([
      [2550, 20_002, 5_101],
      [2400, 5_000, 1_200],
      [0, 36_400, 0],
    ]);
    expect(totals.grossCents).toBe(20_002 + 5_101 + 5_000 + 1_200 + 36_400);
  });

  it('adds the lines up to the invoice total (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 40 }), (lines) => {
        const totals = invoiceTotalsOf(lines);
        return (
          totals.netCents === lines.reduce((sum, line) => sum + line.netCents, 0) &&
          totals.grossCents === totals.netCents + totals.vatCents
        );
      }),
    );
  });

  it('cancels an invoice to the cent with its credit note (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 40 }), (lines) => {
        const invoice = invoiceTotalsOf(lines);
        const credit = invoiceTotalsOf(creditLinesOf(lines));
        return invoice.grossCents + credit.grossCents === 0 && invoice.vatCents + credit.vatCents === 0;
      }),
    );
  });
});
