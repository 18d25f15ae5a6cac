/**
 * The Incomes Register's codes the portal writes (decision 0041). The schemas type them as plain integers
 * with no enumeration, so each code's source is named here; (U) marks a code only secondary sources give.
 */

/**
 * DeliveryDataType. 100 is in the register's own examples ("palkkatietoilmoitus = 100"); 105 and 106 are
 * verified in domain-rules §1.3 ("Tekninen rajapinta" v1.04); 101 for the employer's separate report is
 * the value of the public Haskell client (domain-rules §1.6; domain-rules §1.3 guessed 102, marked (U)).
 */
export const irDeliveryDataTypes = {
  wageReports: 100,
  payerSummaryReports: 101,
  wageReportInvalidations: 105,
  payerSummaryReportInvalidations: 106,
} as const;

/** ReportData/ActionCode: 1 a new report (the register's examples), 2 a replacement report (U, §1.3). */
export const irActionCodes = { newReport: 1, replacementReport: 2 } as const;

/** Id/Type: 1 a Finnish business ID (Y-tunnus), 2 a Finnish personal identity code (register's examples). */
export const irIdTypes = { businessId: 1, personalIdentityCode: 2 } as const;

/** FaultyControl: 1 rejects only the faulty reports, 2 the whole delivery (register's examples). */
export const irFaultyControls = { rejectFaultyReportsOnly: 1, rejectWholeDelivery: 2 } as const;

/** ContactPerson/ResponsibilityCode: 1 content matters, 2 technical matters (register's examples). */
export const irResponsibilityCodes = { content: 1, technical: 2 } as const;

/** PensionInsurance/PensionActCode: 1 employee's earnings-related pension, TyEL (register's examples). */
export const irPensionActCodes = { employeePension: 1 } as const;

/**
 * Income types (TransactionCode) of care shift pay. Names as the register's code list gives them, checked
 * against Statistics Finland's variable list of its Incomes Register data (TAX_INCOMES, transaction codes,
 * published 2025-11-11: amount201 Aikapalkka … amount311 Kilometrikorvaus (verovapaa)) and
 * domain-rules §1.2. The payroll module maps its pay lines onto these (decision 0040).
 */
export const irIncomeTypes = {
  /** 201 Aikapalkka. */
  timeRatePay: 201,
  /** 206 Iltatyökorvaus. */
  eveningWorkCompensation: 206,
  /** 211 Lauantaityökorvaus. */
  saturdayWorkCompensation: 211,
  /** 216 Muu maksettu lisä (boosts, campaign raises). */
  otherSupplement: 216,
  /** 221 Sunnuntaityökorvaus (Sundays and the Sunday-rate holidays). */
  sundayWorkCompensation: 221,
  /** 234 Vuosilomakorvaus. */
  holidayCompensation: 234,
  /** 236 Yötyökorvaus. */
  nightWorkCompensation: 236,
  /** 311 Kilometrikorvaus (verovapaa): carries KmAllowance/Kilometers. */
  kilometreAllowanceTaxExempt: 311,
} as const;
export type IrIncomeType = (typeof irIncomeTypes)[keyof typeof irIncomeTypes];

/**
 * The employer's separate report (SummaryTransactionCode): 101 "No wages payable", 102 the employer's
 * health insurance contribution (the amount of the contribution, not its base). Both (S): the public
 * Haskell client writes 102 for the contribution; a public payroll specification gives 101 as "No wages
 * payable" in the separate report. Check them against the register's code list before going live.
 */
export const irSummaryTransactionCodes = { noWagesPayable: 101, healthInsuranceContribution: 102 } as const;
