import type { Cents } from '../shared/money';
import { hourGrossCents, type PayLine, type PayLineKind } from './pay-lines';

/**
 * Incomes Register income types (TransactionCode) of the pay lines, as data (issue 14 §1).
 *
 * The schema has no code list to check against: `TransactionBasic/TransactionCode` is a bare `xs:int` in
 * WageReportsToIRTypes.xsd (reference/schemas/, no enumeration in any IR schema). The codes below are from:
 * - [RULES] reference/domain-rules.md §1.2 (vero.fi "Palkkalajien kohdistaminen" for 201; a payroll vendor's
 *   mapping for 206, 216, 221, 234, 236; public code for 311);
 * - [STATFI] Statistics Finland's variable list of its Incomes Register data set TAX_INCOMES (metadata
 *   TAX_INCOMES_jua_transactioncode_002.xml, published 2025-11-11), which names every earnings income type
 *   `amountNNN` with the register's Finnish name; it is the only source found for 211 (Saturday work) and
 *   confirms the others. The register's own "Tulolajien selitteet" PDF should be checked before go-live.
 */
export const incomesRegisterIncomeTypes = {
  201: { name: 'Aikapalkka', sources: ['RULES', 'STATFI'] },
  206: { name: 'Iltatyökorvaus', sources: ['RULES', 'STATFI'] },
  211: { name: 'Lauantaityökorvaus', sources: ['STATFI'] },
  216: { name: 'Muu maksettu lisä', sources: ['RULES', 'STATFI'] },
  221: { name: 'Sunnuntaityökorvaus', sources: ['RULES', 'STATFI'] },
  234: { name: 'Vuosilomakorvaus', sources: ['RULES', 'STATFI'] },
  236: { name: 'Yötyökorvaus', sources: ['RULES', 'STATFI'] },
  311: { name: 'Kilometrikorvaus (verovapaa)', sources: ['RULES', 'STATFI'] },
} as const satisfies Record<number, { name: string; sources: readonly ('RULES' | 'STATFI')[] }>;
export type IncomeTypeCode = keyof typeof incomesRegisterIncomeTypes;

/**
 * One income type per kind of pay line.
 * - Sick pay and temporary nursing leave pay: the register has no income type of their own for full pay
 *   (219 "Sairausajan osapalkka" is pay during PARTIAL sick leave); they are time-rate pay (201, as
 *   domain-rules §1.2 notes for sick pay) and the report tells them apart by its paid-absence data
 *   (`Absence/PaidAbsence`, the cause code), which the wage report builder adds.
 * - Boosts and campaign raises are "other paid supplement" (216).
 */
export const incomeTypeOfPayLine = {
  base: 201,
  evening: 206,
  night: 236,
  saturday: 211,
  sunday: 221,
  sickPay: 201,
  nursingLeavePay: 201,
  boost: 216,
  campaign: 216,
  kilometreAllowance: 311,
  holidayCompensation: 234,
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
