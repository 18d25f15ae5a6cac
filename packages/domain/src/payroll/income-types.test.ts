import { incomesRegisterIncomeTypes, incomeTypeOf, incomeTypeOfPayLine } from './income-types';
import { payLineKinds } from './pay-lines';

describe('Incomes Register income types of the pay lines', () => {
  it('gives every kind of pay line exactly one code, from the cited list', () => {
    const listed = new Set(Object.keys(incomesRegisterIncomeTypes).map(Number));
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
});
