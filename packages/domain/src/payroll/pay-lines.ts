import { type HourKind, hourKinds } from '../pay-rules/shift-minutes';
import { type BasisPoints, type Cents, divideRounded } from '../shared/money';

/**
 * The kinds of line a payroll is made of (issue 14 §1). Each maps to one Incomes Register income type
 * (`income-types.ts`); the mapping test checks that no kind is left out.
 * - the hour kinds of the split (base, evening, night, saturday, sunday): worked time at the contract's wage;
 * - sickPay / nursingLeavePay: a sick day or a temporary nursing leave day (spec section 3, workDayType);
 * - boost / campaign: raises on top of a shift's pay;
 * - kilometreAllowance: the tax-exempt kilometre allowance;
 * - holidayCompensation: 9 % / 11.5 % for short employment months (`holiday-compensation.ts`).
 */
export const payLineKinds = [
  ...hourKinds,
  'sickPay',
  'nursingLeavePay',
  'boost',
  'campaign',
  'kilometreAllowance',
  'holidayCompensation',
] as const;
export type PayLineKind = (typeof payLineKinds)[number];

export type HourPayKind = HourKind | 'sickPay' | 'nursingLeavePay';

/**
 * Paid time: `minutes` at `unitCents` an hour. `baseUnitCents` is the worker's base wage of the same version
 * (null where it has none): a supplement kind's wage is the whole hourly wage of that hour, of which the base
 * part is time-rate pay for the Incomes Register (`incomeTypeAmountsOf`).
 */
export type HourPayLine = {
  kind: HourPayKind;
  minutes: number;
  unitCents: Cents;
  baseUnitCents: Cents | null;
  grossCents: Cents;
};

/** Kilometres (hundredths: 12.5 km is 1250) at `unitCents` a kilometre. */
export type KilometrePayLine = {
  kind: 'kilometreAllowance';
  kilometreHundredths: number;
  unitCents: Cents;
  grossCents: Cents;
};

/** A raise: a fixed amount (`basisPoints` null) or a percentage of the shift's hour lines. */
export type RaisePayLine = { kind: 'boost' | 'campaign'; basisPoints: BasisPoints | null; grossCents: Cents };

/** Holiday compensation: `basisPoints` of `baseCents`. */
export type HolidayCompensationLine = {
  kind: 'holidayCompensation';
  basisPoints: BasisPoints;
  baseCents: Cents;
  grossCents: Cents;
};

export type PayLine = HourPayLine | KilometrePayLine | RaisePayLine | HolidayCompensationLine;

/** Kinds of line that are not taxable pay: the allowance within the year's tax-exempt maximum. */
export const taxExemptPayLineKinds: readonly PayLineKind[] = ['kilometreAllowance'];

export function isTaxExempt(kind: PayLineKind): boolean {
  return taxExemptPayLineKinds.includes(kind);
}

/** Gross of minutes at an hourly rate, rounded to the cent half up (amounts are never negative here). */
export function hourGrossCents(minutes: number, unitCents: Cents): Cents {
  if (minutes < 0 || unitCents < 0) {
    throw new RangeError(`Cannot pay ${minutes} minutes at ${unitCents} cents`);
  }
  return divideRounded(minutes * unitCents, 60);
}
