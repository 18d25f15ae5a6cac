import { type CampaignRule, campaignItemsFor } from '@portal/domain/campaigns';
import type { BreakRule } from '@portal/domain/pay-rules';
import {
  type ExcludedShift,
  type ExclusionReason,
  type MissingPaymentDetail,
  type PayRaise,
  payShift,
  type ShiftPay,
} from '@portal/domain/payroll';
import { helsinkiDayKey } from '@portal/domain/shared';
import { type WorkDayType, workDayTypes } from '@portal/domain/shifts';
import { careRoleOf, type InvoiceContract } from '../invoices/invoices.api';
import type { WorkerPaymentDetails } from '../workers/workers.api';
import type { CandidateShift } from './payable-shifts.repository';

/**
 * Sorts a period's candidate shifts into the ones paid now and the ones left out with their reason
 * (issue 14 §2): not verified yet, no worker or contract, unpaid by the pay rules (decision 0040), or a
 * worker without identity code or bank account (paid once they are given: refreshing picks them up).
 */

export type PaidShift = { shift: CandidateShift & { workerId: string }; pay: ShiftPay & { paid: true } };
export type Gathered = { paid: PaidShift[]; excluded: ExcludedShift[] };

export type GatheringContext = {
  contracts: ReadonlyMap<string, InvoiceContract>;
  breakRule: BreakRule;
  campaigns: readonly CampaignRule[];
  paymentDetails: ReadonlyMap<string, WorkerPaymentDetails>;
};

function workDayTypeOf(value: string | null): WorkDayType | null {
  return (workDayTypes as readonly string[]).includes(value ?? '') ? (value as WorkDayType) : null;
}

/** The boost (quick or bonus; `boost_value` is in euros) as a raise of its own. */
function boostRaises(shift: CandidateShift): PayRaise[] {
  const cents = Math.round((shift.boostValue ?? 0) * 100);
  return shift.boostType && cents > 0 ? [{ kind: 'boost', cents }] : [];
}

/**
 * The shift's pay: paid once without raises to learn its paid minutes and hour pay, which the campaigns'
 * hourly bonus and percentage raise are counted of (as invoices count them), then with its raises.
 */
export function payCandidate(
  shift: CandidateShift,
  contract: InvoiceContract,
  context: GatheringContext,
): ShiftPay {
  const payable = {
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    actualStartsAt: shift.actualStartsAt,
    actualEndsAt: shift.actualEndsAt,
    breakMinutes: shift.breakMinutes,
    careRole: careRoleOf(shift.roleType),
    kilometres: shift.kilometres,
    workDayType: workDayTypeOf(shift.workDayType),
  };
  const plain = payShift(payable, contract, context.breakRule);
  if (!plain.paid) {
    return plain;
  }
  const hourPayCents = plain.lines
    .filter((line) => 'minutes' in line)
    .reduce((sum, line) => sum + line.grossCents, 0);
  const campaignRaises: PayRaise[] = campaignItemsFor(
    {
      areaId: shift.areaId,
      startsAt: shift.startsAt,
      createdAt: shift.createdAt,
      workedMinutes: plain.paidMinutes,
      basePayCents: hourPayCents,
    },
    context.campaigns,
  ).map((item) => ({ kind: 'campaign', cents: item.payCents }));
  const raises = [...boostRaises(shift), ...campaignRaises];
  return raises.length === 0 ? plain : payShift(payable, contract, context.breakRule, raises);
}

function missingDetailsOf(details: WorkerPaymentDetails | undefined): MissingPaymentDetail[] {
  return [
    ...(details?.identityCode ? [] : ['identityCode' as const]),
    ...(details?.iban ? [] : ['bankAccount' as const]),
  ];
}

function excludedOf(shift: CandidateShift, reason: ExclusionReason): ExcludedShift {
  return {
    id: shift.id,
    title: shift.title,
    day: helsinkiDayKey(shift.startsAt),
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    areaName: shift.areaName,
    workerId: shift.workerId,
    workerName: shift.workerName,
    reason,
  };
}

export function gatherShifts(shifts: readonly CandidateShift[], context: GatheringContext): Gathered {
  const gathered: Gathered = { paid: [], excluded: [] };
  for (const shift of shifts) {
    const exclude = (reason: ExclusionReason) => gathered.excluded.push(excludedOf(shift, reason));
    const contract = shift.contractId ? context.contracts.get(shift.contractId) : undefined;
    if (shift.status !== 'verified') {
      exclude({ code: 'notVerified' });
    } else if (shift.workerId === null) {
      exclude({ code: 'noWorker' });
    } else if (!contract) {
      exclude({ code: 'noContract' });
    } else {
      const pay = payCandidate(shift, contract, context);
      const missing = missingDetailsOf(context.paymentDetails.get(shift.workerId));
      if (!pay.paid) {
        exclude({
          code: pay.reason.code,
          ...(pay.reason.code === 'noWage' ? { kinds: pay.reason.kinds } : {}),
        });
      } else if (missing.length > 0) {
        exclude({ code: 'missingPaymentDetails', missing });
      } else {
        gathered.paid.push({ shift: { ...shift, workerId: shift.workerId }, pay });
      }
    }
  }
  return gathered;
}
