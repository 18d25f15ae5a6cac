import type { PayLineKind } from './pay-lines';

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
