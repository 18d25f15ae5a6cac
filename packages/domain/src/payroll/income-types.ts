import { type IrIncomeType, irIncomeTypes } from '../incomes-register/ir-codes';
import type { Cents } from '../shared/money';
import { hourGrossCents, type PayLine, type PayLineKind } from './pay-lines';

/**
 * The codes are the Incomes Register module's (`irIncomeTypes` in incomes-register/ir-codes.ts, decision
 * 0041), where each code's source is cited; the schema types TransactionCode as a bare `xs:int`.
 */
export type IncomeTypeCode = IrIncomeType;

/**
 * One income type per kind of pay line.
 * - Sick pay and temporary nursing leave pay: the register has no income type of their own for full pay
 *   (219 "Sairausajan osapalkka" is pay during PARTIAL sick leave); they are time-rate pay (201, as
 *   domain-rules §1.2 notes for sick pay) and the report tells them apart by its paid-absence data
 *   (`Absence/PaidAbsence`, the cause code), which the wage report builder adds.
 * - Boosts and campaign raises are "other paid supplement" (216).
 */
export const incomeTypeOfPayLine = {
  base: irIncomeTypes.timeRatePay,
  evening: irIncomeTypes.eveningWorkCompensation,
  night: irIncomeTypes.nightWorkCompensation,
  saturday: irIncomeTypes.saturdayWorkCompensation,
  sunday: irIncomeTypes.sundayWorkCompensation,
  sickPay: irIncomeTypes.timeRatePay,
  nursingLeavePay: irIncomeTypes.timeRatePay,
  boost: irIncomeTypes.otherSupplement,
  campaign: irIncomeTypes.otherSupplement,
  kilometreAllowance: irIncomeTypes.kilometreAllowanceTaxExempt,
  holidayCompensation: irIncomeTypes.holidayCompensation,
} as const satisfies Record<PayLineKind, IncomeTypeCode>;

export function incomeTypeOf(kind: PayLineKind): IncomeTypeCode {
  return incomeTypeOfPayLine[kind];
}

/**
 * The amounts of a payroll's lines by income type, in cents. A supplement hour line (evening, night,
 * Saturday, Sunday) carries the whole hourly wage of those hours; the register wants each part by its real
 * nature (domain-rules §1.2), so its base-wage part (minutes at `baseUnitCents`, rounded as a line is) is
 * time-rate pay (201) and only the rest is the supplement's own type. Where the version has no base wage,
 * or the supplement wage is not above it, the whole line stays under the kind's own type.
 */
export function incomeTypeAmountsOf(lines: readonly PayLine[]): Map<IncomeTypeCode, Cents> {
  const amounts = new Map<IncomeTypeCode, Cents>();
  const add = (code: IncomeTypeCode, cents: Cents) => {
    if (cents !== 0) {
      amounts.set(code, (amounts.get(code) ?? 0) + cents);
    }
  };
  for (const line of lines) {
    const code = incomeTypeOf(line.kind);
    const isSupplement = 'baseUnitCents' in line && code !== incomeTypeOfPayLine.base;
    if (isSupplement && line.baseUnitCents !== null && line.baseUnitCents < line.unitCents) {
      const basePart = hourGrossCents(line.minutes, line.baseUnitCents);
      add(incomeTypeOfPayLine.base, basePart);
      add(code, line.grossCents - basePart);
    } else {
      add(code, line.grossCents);
    }
  }
  return amounts;
}
