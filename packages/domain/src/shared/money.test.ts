import fc from 'fast-check';
import { divideRounded, formatCents, formatEuros, lineNetCents, parseEuros, percentOf } from './money';
import { formatVatRate, vatBreakdown, vatOf, vatRateOn } from './vat';

const cents = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });

describe('rounding half away from zero', () => {
  it('rounds halves away from zero and the rest to the nearest cent', () => {
    expect([
      divideRounded(5, 10),
      divideRounded(-5, 10),
      divideRounded(4, 10),
      divideRounded(-6, 10),
    ]).toEqual([1, -1, 0, -1]);
  });

  it('makes a credit the exact negative of its charge', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        return percentOf(-amount, rate) === -percentOf(amount, rate);
      }),
    );
  });

  it('stays within half a cent of the exact value', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        return Math.abs(percentOf(amount, rate) * 10_000 - amount * rate) <= 5_000;
      }),
    );
  });

  it('rounds a line of hours times an hourly price once', () => {
    expect(lineNetCents(3240, 775)).toBe(25110);
    expect(lineNetCents(3333, 150)).toBe(5000); // 49.995 -> 50.00
  });
});

describe('euros with a decimal comma', () => {
  it('formats with a comma and no-break-space thousands', () => {
    expect(formatCents(123450)).toBe('1\u00a0234,50');
    expect(formatCents(-5)).toBe('-0,05');
    expect(formatEuros(1234567890)).toBe('12\u00a0345\u00a0678,90\u00a0€');
  });

  it('parses what people type', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('1 234,50 €')).toBe(123450);
    expect(parseEuros('1234.50')).toBe(123450);
    expect(parseEuros('-3,20')).toBe(-320);
    expect(parseEuros('1,234')).toBeNull();
    expect(parseEuros('12 34,00')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
  });

  it('parses back what it formats', () => {
    fc.assert(fc.property(cents, (amount) => parseEuros(formatEuros(amount)) === amount));
  });
});

describe('Finnish VAT', () => {
  it('takes the general rate by the delivery date: 24 % until 31.8.2024, 25.5 % from 1.9.2024', () => {
    expect(vatRateOn('standard', '2024-08-31')).toBe(2400);
    expect(vatRateOn('standard', '2024-09-01')).toBe(2550);
    expect([vatRateOn('reduced-14', '2026-01-01'), vatRateOn('reduced-10', '2026-01-01')]).toEqual([
      1400, 1000,
    ]);
    expect(vatRateOn('exempt', '2026-01-01')).toBe(0);
    expect([formatVatRate(2550), formatVatRate(2400)]).toEqual(['25,5\u00a0%', '24\u00a0%']);
  });

  it('computes VAT of a net amount to the cent', () => {
    expect(vatOf(10000, 2550)).toBe(2550);
    expect(vatOf(1, 2550)).toBe(0); // 0.255 cents
    expect(vatOf(2, 2550)).toBe(1); // 0.51 cents
    expect(vatOf(-2, 2550)).toBe(-1);
  });

  it('sums lines per rate and rounds VAT once per rate', () => {
    const breakdown = vatBreakdown([
      { netCents: 1, category: 'standard', rate: 2550 },
      { netCents: 1, category: 'standard', rate: 2550 },
      { netCents: 5000, category: 'exempt', rate: 0 },
      { netCents: 1000, category: 'reduced-14', rate: 1400 },
    ]);
    expect(breakdown.rows.map((row) => [row.category, row.netCents, row.vatCents])).toEqual([
      ['standard', 2, 1],
      ['reduced-14', 1000, 140],
      ['exempt', 5000, 0],
    ]);
    expect([breakdown.netCents, breakdown.vatCents, breakdown.grossCents]).toEqual([6002, 141, 6143]);
  });

  it('adds up: gross is net plus VAT, in every row and in total', () => {
    const category = fc.constantFrom('standard', 'reduced-14', 'reduced-10', 'zero', 'exempt' as const);
    const line = fc.record({ netCents: cents, category }).map((value) => ({
      ...value,
      rate: vatRateOn(value.category, '2026-01-01'),
    }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const breakdown = vatBreakdown(lines);
        return (
          breakdown.rows.every((row) => row.grossCents === row.netCents + row.vatCents) &&
          breakdown.grossCents === breakdown.netCents + breakdown.vatCents &&
          breakdown.netCents === lines.reduce((sum, next) => sum + next.netCents, 0)
        );
      }),
    );
  });
});
