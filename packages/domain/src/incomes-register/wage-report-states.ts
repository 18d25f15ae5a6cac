/**
 * An earnings payment report's life with the Incomes Register (issue 14 §2; spec section 4, "Other":
 * "wage report states (sent, approved, rejected, invalidated; also 'rejected on receipt', 'unknown')").
 * A report record exists once its file is made and delivered (default: downloaded and recorded as sent,
 * decision 0041); what the register answers moves it on. The register's own processing statuses
 * (reference/domain-rules.md §1.4) map onto these states with `wageReportStateOfRegisterStatus`.
 *
 * A correction is not a state of the original: it is a NEW report (a replacement, ActionCode 2, same
 * payment date, the original's IR report reference) with its own life, starting at sent; the original
 * stays approved until the register answers the replacement (domain-rules §1.5). Only an approved report
 * can be replaced or invalidated: a rejected one never entered the register, so it is fixed by a new report.
 */

export const wageReportStates = [
  'sent',
  'approved',
  'rejected',
  'rejected-on-receipt',
  'unknown',
  'invalidated',
] as const;
export type WageReportState = (typeof wageReportStates)[number];

export const wageReportEvents = [
  /** The register says the delivery is received and being processed (käsittelyssä). */
  'processing',
  /** The register says the report is valid (voimassa). */
  'approve',
  /** The register rejected the report while processing it (hylätty käsittelyssä), or listed it invalid. */
  'reject',
  /** The register refused the delivery on receipt (hylätty vastaanotossa, DeliveryDataStatus 4). */
  'rejectOnReceipt',
  /** No answer, or the register does not know the delivery (tuntematon): it may or may not have arrived. */
  'lose',
  /** The register accepted the cancellation of the report (mitätöity). */
  'invalidate',
] as const;
export type WageReportEvent = (typeof wageReportEvents)[number];

/** Each event: the states it starts from and the state it leaves. */
export const wageReportTransitions: Readonly<
  Record<WageReportEvent, { from: readonly WageReportState[]; to: WageReportState }>
> = {
  // An unknown delivery that turns out to have arrived is being processed again.
  processing: { from: ['unknown'], to: 'sent' },
  approve: { from: ['sent', 'unknown'], to: 'approved' },
  reject: { from: ['sent', 'unknown'], to: 'rejected' },
  rejectOnReceipt: { from: ['sent', 'unknown'], to: 'rejected-on-receipt' },
  lose: { from: ['sent'], to: 'unknown' },
  invalidate: { from: ['approved'], to: 'invalidated' },
};

/** States no event leaves: a rejected report is fixed by a new report, an invalidated one is gone. */
export const finalWageReportStates: readonly WageReportState[] = [
  'rejected',
  'rejected-on-receipt',
  'invalidated',
];

export function canApplyWageReportEvent(state: WageReportState, event: WageReportEvent): boolean {
  return wageReportTransitions[event].from.includes(state);
}

/** The state after an event, or null when the event is refused in this state. */
export function wageReportStateAfter(state: WageReportState, event: WageReportEvent): WageReportState | null {
  return canApplyWageReportEvent(state, event) ? wageReportTransitions[event].to : null;
}

/** A replacement report (a correction) may be sent only for a report the register holds as valid. */
export function canReplaceWageReport(state: WageReportState): boolean {
  return state === 'approved';
}

/** A cancellation may be sent only for a report the register holds as valid. */
export function canInvalidateWageReport(state: WageReportState): boolean {
  return canApplyWageReportEvent(state, 'invalidate');
}

/**
 * The statuses of a record in the register's e-service and interface (domain-rules §1.4, vero.fi
 * "Submitted records"): unknown (tuntematon), being processed (käsittelyssä), valid (voimassa), partly
 * rejected, rejected at reception (hylätty vastaanotossa), rejected during processing (hylätty
 * käsittelyssä), cancelled (mitätöity).
 */
export const registerStatuses = [
  'unknown',
  'being-processed',
  'valid',
  'partly-rejected',
  'rejected-at-reception',
  'rejected-during-processing',
  'cancelled',
] as const;
export type RegisterStatus = (typeof registerStatuses)[number];

/**
 * The state of one report of a record from the record's register status. A partly rejected record holds
 * valid and invalid reports: `listedInvalid` says whether the register listed this report as invalid.
 */
export function wageReportStateOfRegisterStatus(
  status: RegisterStatus,
  listedInvalid = false,
): WageReportState {
  switch (status) {
    case 'unknown':
      return 'unknown';
    case 'being-processed':
      return 'sent';
    case 'valid':
      return listedInvalid ? 'rejected' : 'approved';
    case 'partly-rejected':
      return listedInvalid ? 'rejected' : 'approved';
    case 'rejected-at-reception':
      return 'rejected-on-receipt';
    case 'rejected-during-processing':
      return 'rejected';
    case 'cancelled':
      return 'invalidated';
  }
}

/** The event that brings a report from its current state to the one a register status says, if any. */
export function wageReportEventFor(target: WageReportState): WageReportEvent | null {
  const entry = Object.entries(wageReportTransitions).find(([, transition]) => transition.to === target);
  return entry ? (entry[0] as WageReportEvent) : null;
}
