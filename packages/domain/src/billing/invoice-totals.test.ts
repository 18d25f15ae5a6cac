import fc from 'fast-check';
import { vatCategories } from '../shared/vat';
import { creditLinesOf, type InvoiceLineAmount, invoiceTotalsOf } from './invoice-totals';

const lineArbitrary: fc.Arbitrary<InvoiceLineAmount> = fc.record({
  netCents: fc.integer({ min: 0, max: 5_000_000 }),
  vatCategory: fc.constantFrom(...vatCategories),
  deliveryDay: fc.constantFrom('2024-08-31', '2024-09-01', '2026-11-27'),
});

describe('invoice totals', () => {
  it('computes VAT per rate over the summed nets, by each line’s delivery day', () => {
    const totals = invoiceTotalsOf([
      { netCents: 10_001, vatCategory: 'standard', deliveryDay: '2026-11-02' },
      { netCents: 10_001, vatCategory: 'standard', deliveryDay: '2026-11-03' },
      { netCents: 5_000, vatCategory: 'standard', deliveryDay: '2024-08-31' },
      { netCents: 36_400, vatCategory: 'exempt', deliveryDay: '2026-11-03' },
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
