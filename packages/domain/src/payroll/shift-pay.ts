import type { CareRole } from '../care-roles/care-roles';
import {
  type ContractVersion,
  type CustomerContractTerms,
  contractVersionOn,
  type RateKind,
  rateOf,
} from '../customer-contracts/customer-contracts';
import { type BreakRule, breakMinutesOf, deductBreak } from '../pay-rules/break-rule';
import {
  type CollectiveAgreement,
  type SupplementRules,
  supplementRulesOn,
} from '../pay-rules/collective-agreements';
import { type HourKind, hourKinds, splitShiftMinutesUnder } from '../pay-rules/shift-minutes';
import { helsinkiDayKey } from '../shared/helsinki-time';
import {
  assertCents,
  type BasisPoints,
  type Cents,
  lineNetCents,
  percentOf,
  sumCents,
} from '../shared/money';
import type { WorkDayType } from '../shifts/shift';
import { kilometreAllowanceRateOn } from './kilometre-allowance';
import {
  type HourPayKind,
  type HourPayLine,
  hourGrossCents,
  type KilometrePayLine,
  type PayLine,
  type RaisePayLine,
} from './pay-lines';

/**
 * The pay lines of one verified shift (issue 14 §1; decision 0040). Worked time is the actual times, else
 * the planned ones, in real elapsed minutes, split by hour kind under the contract's collective agreement
 * (each minute once, by its strongest kind, as invoices price it), less the account's unpaid break, each
 * kind paid by the WAGE entry of the contract version in force on the shift's (planned) Helsinki day for
 * the worker's care role (the role's own entry before the every-role one). Then the raises given, then the
 * kilometre allowance at the year's tax-exempt rate.
 *
 * Work-day types (spec section 3: "work day, sick day, sick day pending, temporary nursing leave,
 * orientation day, absence"):
 * - work day, orientation day (or none recorded): paid as worked;
 * - sick day, temporary nursing leave: the planned time less the break at the BASE wage, one line of its own
 *   kind (sickPay, nursingLeavePay) with its own income type; no supplements, raises or kilometres;
 * - sick day pending: not paid until the sick day is confirmed;
 * - absence: not paid.
 */

export type PayableShift = {
  startsAt: Date;
  endsAt: Date;
  actualStartsAt: Date | null;
  actualEndsAt: Date | null;
  /** The break entered at completion; null takes the account's unpaid time. */
  breakMinutes: number | null;
  careRole: CareRole | null;
  /** Kilometres driven for the shift (spec Shift: kilometrikorvaus), decimals allowed. */
  kilometres: number | null;
  workDayType: WorkDayType | null;
};

export type PayContract = Pick<CustomerContractTerms, 'validFrom' | 'validTo' | 'versions'> & {
  collectiveAgreement: CollectiveAgreement;
};

/**
 * A boost (the shift's quick or bonus boost) or a campaign's pay raise, as its own line: a fixed amount in
 * cents for the shift, or basis points of the shift's hour lines (their gross, not the kilometres). A
 * campaign's hourly or per-shift bonus comes in as `cents` (what `campaignItemsFor` computes as `payCents`).
 */
export type PayRaise =
  | { kind: 'boost' | 'campaign'; cents: Cents }
  | { kind: 'boost' | 'campaign'; basisPoints: BasisPoints };

export type UnpaidReason =
  | { code: 'noWage'; kinds: RateKind[] }
  | { code: 'noContractVersion'; dayKey: string }
  | { code: 'noKilometreRate'; year: number }
  | { code: 'sickDayPending' }
  | { code: 'absence' };

export type ShiftPay =
  | {
      paid: true;
      /** The shift's Helsinki day (of its planned start): which version and which year's rates apply. */
      dayKey: string;
      /** The paid minutes (worked or planned, less the break). */
      paidMinutes: number;
      breakMinutes: number;
      lines: PayLine[];
      grossCents: Cents;
    }
  | { paid: false; dayKey: string; reason: UnpaidReason };

/** A supplement kind's rate under the agreement, as basis points of the base wage. */
function supplementRateOf(rules: SupplementRules, kind: Exclude<HourKind, 'base'>): BasisPoints {
  return kind === 'sunday' ? rules.sundayRate : rules[kind].rate;
}

/**
 * An hour kind's wage: the contract's own entry for the kind (the role's, else every role's) where it has
 * one, as a contract may pay above the agreement; otherwise, for a supplement kind, the base wage raised by
 * the agreement's percentage (SOTE night: base + 40 %), as the collective agreement pays it.
 */
function hourWageOf(
  wages: ContractVersion['wages'],
  careRole: CareRole | null,
  kind: HourKind,
  rules: SupplementRules,
): Cents | null {
  const own = rateOf(wages, careRole, kind);
  if (own !== null || kind === 'base') {
    return own;
  }
  const base = rateOf(wages, careRole, 'base');
  return base === null ? null : base + percentOf(base, supplementRateOf(rules, kind));
}

function hourLinesOf(
  byHourKind: Readonly<Record<HourKind, number>>,
  wages: ContractVersion['wages'],
  careRole: CareRole | null,
  rules: SupplementRules,
): { lines: HourPayLine[]; missing: RateKind[] } {
  const lines: HourPayLine[] = [];
  const missing: RateKind[] = [];
  const baseUnitCents = rateOf(wages, careRole, 'base');
  for (const kind of hourKinds) {
    const minutes = byHourKind[kind];
    if (minutes <= 0) {
      continue;
    }
    const unitCents = hourWageOf(wages, careRole, kind, rules);
    if (unitCents === null) {
      missing.push(kind);
    } else {
      lines.push({ kind, minutes, unitCents, baseUnitCents, grossCents: hourGrossCents(minutes, unitCents) });
    }
  }
  return { lines, missing };
}

function raiseLinesOf(raises: readonly PayRaise[], hourGross: Cents): RaisePayLine[] {
  return raises
    .map(
      (raise): RaisePayLine =>
        'cents' in raise
          ? { kind: raise.kind, basisPoints: null, grossCents: assertCents(raise.cents) }
          : {
              kind: raise.kind,
              basisPoints: raise.basisPoints,
              grossCents: percentOf(hourGross, raise.basisPoints),
            },
    )
    .filter((line) => line.grossCents > 0);
}

function kilometreLineOf(kilometres: number | null, dayKey: string): KilometrePayLine | null | 'noRate' {
  const kilometreHundredths = Math.round((kilometres ?? 0) * 100);
  if (kilometreHundredths <= 0) {
    return null;
  }
  const unitCents = kilometreAllowanceRateOn(dayKey);
  if (unitCents === null) {
    return 'noRate';
  }
  return {
    kind: 'kilometreAllowance',
    kilometreHundredths,
    unitCents,
    grossCents: lineNetCents(unitCents, kilometreHundredths),
  };
}

const leaveKinds: Partial<Record<WorkDayType, HourPayKind>> = {
  sick_day: 'sickPay',
  temporary_nursing_leave: 'nursingLeavePay',
};

/** A paid shift: its gross is always the sum of its lines. */
function paidShift(dayKey: string, paidMinutes: number, breakMinutes: number, lines: PayLine[]): ShiftPay {
  return {
    paid: true,
    dayKey,
    paidMinutes,
    breakMinutes,
    lines,
    grossCents: sumCents(lines.map((line) => line.grossCents)),
  };
}

/** Pays one verified shift under its contract and the account's break rule. */
export function payShift(
  shift: PayableShift,
  contract: PayContract,
  breakRule: BreakRule,
  raises: readonly PayRaise[] = [],
): ShiftPay {
  const dayKey = helsinkiDayKey(shift.startsAt);
  if (shift.workDayType === 'absence') {
    return { paid: false, dayKey, reason: { code: 'absence' } };
  }
  if (shift.workDayType === 'sick_day_pending') {
    return { paid: false, dayKey, reason: { code: 'sickDayPending' } };
  }
  const version = contractVersionOn(contract, dayKey);
  if (!version) {
    return { paid: false, dayKey, reason: { code: 'noContractVersion', dayKey } };
  }
  const leaveKind = shift.workDayType ? leaveKinds[shift.workDayType] : undefined;
  // A leave day pays the planned time; a worked day its actual time where it was recorded.
  const startsAt = leaveKind ? shift.startsAt : (shift.actualStartsAt ?? shift.startsAt);
  const endsAt = leaveKind ? shift.endsAt : (shift.actualEndsAt ?? shift.endsAt);
  const split = splitShiftMinutesUnder(contract.collectiveAgreement, startsAt, endsAt);
  const breakMinutes = breakMinutesOf(split.supplements.worked, shift.breakMinutes, breakRule);
  const paidMinutes = split.supplements.worked - breakMinutes;

  if (leaveKind) {
    const unitCents = rateOf(version.wages, shift.careRole, 'base');
    if (unitCents === null) {
      return { paid: false, dayKey, reason: { code: 'noWage', kinds: ['base'] } };
    }
    const lines: PayLine[] =
      paidMinutes > 0
        ? [
            {
              kind: leaveKind,
              minutes: paidMinutes,
              unitCents,
              baseUnitCents: unitCents,
              grossCents: hourGrossCents(paidMinutes, unitCents),
            },
          ]
        : [];
    return paidShift(dayKey, paidMinutes, breakMinutes, lines);
  }

  const byHourKind = deductBreak(split.byHourKind, breakMinutes);
  const rules = supplementRulesOn(contract.collectiveAgreement, dayKey);
  const hours = hourLinesOf(byHourKind, version.wages, shift.careRole, rules);
  if (hours.missing.length > 0) {
    return { paid: false, dayKey, reason: { code: 'noWage', kinds: hours.missing } };
  }
  const hourGross = sumCents(hours.lines.map((line) => line.grossCents));
  const kilometreLine = kilometreLineOf(shift.kilometres, dayKey);
  if (kilometreLine === 'noRate') {
    return { paid: false, dayKey, reason: { code: 'noKilometreRate', year: Number(dayKey.slice(0, 4)) } };
  }
  const lines: PayLine[] = [
    ...hours.lines,
    ...raiseLinesOf(raises, hourGross),
    ...(kilometreLine ? [kilometreLine] : []),
  ];
  return paidShift(dayKey, paidMinutes, breakMinutes, lines);
}

/** The reason in words for logs and tests ("unpaid: no wage for night"); screens translate the code. */
export function describeUnpaid(reason: UnpaidReason): string {
  switch (reason.code) {
    case 'noWage':
      return `unpaid: no wage for ${reason.kinds.join(', ')}`;
    case 'noContractVersion':
      return `unpaid: no contract version in force on ${reason.dayKey}`;
    case 'noKilometreRate':
      return `unpaid: no kilometre allowance rate for ${reason.year}`;
    case 'sickDayPending':
      return 'unpaid: sick day pending';
    case 'absence':
      return 'unpaid: absence';
  }
}
