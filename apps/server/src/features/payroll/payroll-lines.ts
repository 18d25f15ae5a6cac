import {
  type IncomeTypeCode,
  incomeTypeAmountsOf,
  incomeTypeOf,
  isTaxExempt,
  type PayLine,
  type PayLineKind,
  payLineKinds,
} from '@portal/domain/payroll';
import type { NewPayrollLine, PayrollLineRow } from './payroll.repository';

// Between the domain's pay lines and the stored payroll_lines rows.

type LineValues = Omit<NewPayrollLine, 'accountId' | 'payrollId' | 'position'>;

/** A pay line as stored: its income type from the domain's mapping, a supplement hour's base wage kept. */
export function lineValuesOf(line: PayLine): LineValues {
  return {
    kind: line.kind,
    incomeType: incomeTypeOf(line.kind),
    minutes: 'minutes' in line ? line.minutes : null,
    unitCents: 'unitCents' in line ? line.unitCents : null,
    baseUnitCents: 'baseUnitCents' in line ? line.baseUnitCents : null,
    kilometreHundredths: 'kilometreHundredths' in line ? line.kilometreHundredths : null,
    basisPoints: 'basisPoints' in line ? line.basisPoints : null,
    baseCents: 'baseCents' in line ? line.baseCents : null,
    grossCents: line.grossCents,
    taxExempt: isTaxExempt(line.kind),
  };
}

const isPayLineKind = (kind: string): kind is PayLineKind =>
  (payLineKinds as readonly string[]).includes(kind);

/** A stored line back as the domain's pay line; null for a manual adjustment. */
export function payLineOf(row: PayrollLineRow): PayLine | null {
  const kind = row.kind;
  if (!isPayLineKind(kind)) {
    return null;
  }
  switch (kind) {
    case 'kilometreAllowance':
      return {
        kind,
        kilometreHundredths: row.kilometreHundredths ?? 0,
        unitCents: row.unitCents ?? 0,
        grossCents: row.grossCents,
      };
    case 'boost':
    case 'campaign':
      return { kind, basisPoints: row.basisPoints, grossCents: row.grossCents };
    case 'holidayCompensation':
      return {
        kind,
        basisPoints: row.basisPoints ?? 0,
        baseCents: row.baseCents ?? 0,
        grossCents: row.grossCents,
      };
    default:
      return {
        kind,
        minutes: row.minutes ?? 0,
        unitCents: row.unitCents ?? 0,
        baseUnitCents: row.baseUnitCents,
        grossCents: row.grossCents,
      };
  }
}

/**
 * The amounts of a payroll by income type, as the register wants them: the pay lines through the domain's
 * `incomeTypeAmountsOf` (a supplement hour's base part is time-rate pay), adjustments under their own type.
 */
export function incomeTypeTotalsOf(rows: readonly PayrollLineRow[]): { incomeType: number; cents: number }[] {
  const payLines = rows.map(payLineOf).filter((line): line is PayLine => line !== null);
  const totals = new Map<number, number>(incomeTypeAmountsOf(payLines));
  for (const row of rows) {
    if (!isPayLineKind(row.kind)) {
      totals.set(row.incomeType, (totals.get(row.incomeType) ?? 0) + row.grossCents);
    }
  }
  return [...totals.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a - b)
    .map(([incomeType, cents]) => ({ incomeType: incomeType as IncomeTypeCode, cents }));
}
