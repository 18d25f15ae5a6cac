import { irIncomeTypes } from '../incomes-register/ir-codes';
import { incomeTypeAmountsOf, incomeTypeOf, incomeTypeOfPayLine } from './income-types';
import { payLineKinds } from './pay-lines';

describe('Incomes Register income types of the pay lines', () => {
  it('gives every kind of pay line exactly one code, from the cited list', () => {
    const listed = new Set<number>(Object.values(irIncomeTypes));
    expect(Object.keys(incomeTypeOfPayLine).sort()).toEqual([...payLineKinds].sort());
    for (const kind of payLineKinds) {
      expect(Number.isInteger(incomeTypeOf(kind))).toBe(true);
      expect(listed.has(incomeTypeOf(kind))).toBe(true);
    }
  });

  it('maps the kinds the issue names to their codes', () => {
    expect(incomeTypeOf('base')).toBe(201);
    expect(incomeTypeOf('evening')).toBe(206);
    expect(incomeTypeOf('night')).toBe(236);
    expect(incomeTypeOf('saturday')).toBe(211);
    expect(incomeTypeOf('sunday')).toBe(221);
    expect(incomeTypeOf('kilometreAllowance')).toBe(311);
    expect(incomeTypeOf('holidayCompensation')).toBe(234);
    expect(incomeTypeOf('boost')).toBe(216);
  });

  it('reports the base-wage part of a supplement hour as time-rate pay and the rest under its own type', () => {
    const amounts = incomeTypeAmountsOf([
      // Evening 225 min at 20,70 €/h (base 20,00): 77,63 € = 75,00 € time-rate pay + 2,63 € evening work.
      { kind: 'evening', minutes: 225, unitCents: 2070, baseUnitCents: 2000, grossCents: 7763 },
      // Sunday 570 min at 36,00 €/h (base 18,00): 342,00 € = 171,00 € + 171,00 € Sunday work.
      { kind: 'sunday', minutes: 570, unitCents: 3600, baseUnitCents: 1800, grossCents: 34_200 },
      // No base wage in the version: the whole night line stays night work.
      { kind: 'night', minutes: 60, unitCents: 2520, baseUnitCents: null, grossCents: 2520 },
      { kind: 'base', minutes: 225, unitCents: 2000, baseUnitCents: 2000, grossCents: 7500 },
      { kind: 'sickPay', minutes: 450, unitCents: 2000, baseUnitCents: 2000, grossCents: 15_000 },
      { kind: 'boost', basisPoints: null, grossCents: 500 },
      { kind: 'kilometreAllowance', kilometreHundredths: 1250, unitCents: 55, grossCents: 688 },
      { kind: 'holidayCompensation', basisPoints: 900, baseCents: 23_263, grossCents: 2094 },
    ]);
    expect(Object.fromEntries(amounts)).toEqual({
      201: 7500 + 17_100 + 7500 + 15_000,
      206: 263,
      221: 17_100,
      236: 2520,
      216: 500,
      311: 688,
      234: 2094,
    });
  });
});
