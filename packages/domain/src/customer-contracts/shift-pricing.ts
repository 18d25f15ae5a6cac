import type { CareRole } from '../care-roles/care-roles';
import { type HourKind, hourKinds } from '../pay-rules/shift-minutes';
import { type Cents, divideRounded, lineNetCents } from '../shared/money';
import { type RateEntry, type RateKind, rateOf } from './customer-contracts';

/**
 * A shift's priced quantities: its minutes of each hour kind (the billing reading of the pay-rules split)
 * and its kilometres, at the rates of one contract version. Quantities are hundredths (7.75 hours is 775)
 * and each line's net is quantity x unit price rounded once to the cent (money.ts), so a line on the
 * invoice always multiplies out as printed.
 */

export type PricedQuantity = {
  kind: RateKind;
  quantityHundredths: number;
  unitCents: Cents;
  netCents: Cents;
};

export type ShiftPricing = {
  lines: PricedQuantity[];
  /** Kinds the shift uses that the version has no rate for: the shift cannot be priced until they get one. */
  missing: RateKind[];
};

export type ShiftQuantities = {
  careRole: CareRole | null;
  byHourKind: Readonly<Record<HourKind, number>>;
  /** Kilometres driven for the shift (spec Shift: kilometrikorvaus), decimals allowed. */
  kilometres: number;
};

/** Minutes as hundredths of an hour, rounded half away from zero (20 minutes is 0.33 h). */
export function hoursHundredthsOf(minutes: number): number {
  return divideRounded(minutes * 100, 60);
}

/** Kilometres as hundredths (12.5 km is 1250). */
export function kilometreHundredthsOf(kilometres: number): number {
  return Math.round(kilometres * 100);
}

/** Price (or pay) a shift's quantities with one list of rates. */
export function priceShift(entries: readonly RateEntry[], quantities: ShiftQuantities): ShiftPricing {
  const lines: PricedQuantity[] = [];
  const missing: RateKind[] = [];
  const add = (kind: RateKind, quantityHundredths: number) => {
    if (quantityHundredths <= 0) {
      return;
    }
    const unitCents = rateOf(entries, quantities.careRole, kind);
    if (unitCents === null) {
      missing.push(kind);
      return;
    }
    lines.push({
      kind,
      quantityHundredths,
      unitCents,
      netCents: lineNetCents(unitCents, quantityHundredths),
    });
  };
  for (const kind of hourKinds) {
    add(kind, hoursHundredthsOf(quantities.byHourKind[kind]));
  }
  add('kilometre', kilometreHundredthsOf(quantities.kilometres));
  return { lines, missing };
}
