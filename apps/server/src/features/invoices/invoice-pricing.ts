import { type CampaignRule, campaignItemsFor } from '@portal/domain/campaigns';
import { type CareRole, careRoles } from '@portal/domain/care-roles';
import {
  type ContractVersion,
  type CustomerContractTerms,
  contractVersionOn,
  priceShift,
  type RateKind,
} from '@portal/domain/customer-contracts';
import {
  type BreakRule,
  breakMinutesOf,
  type CollectiveAgreement,
  deductBreak,
  hourKinds,
  splitShiftMinutesUnder,
} from '@portal/domain/pay-rules';
import { helsinkiDayKey, type VatCategory, vatRateOn } from '@portal/domain/shared';

/**
 * Turns verified shifts into invoice lines (decision 0035): worked minutes from the actual times (else the
 * planned ones) in real elapsed time, split by kind of hour under the contract's collective agreement,
 * less the unpaid break, priced by the contract version in force on the shift's Helsinki day; one line per
 * kind of hour with a quantity, and one for the kilometres.
 */

export type BillableShift = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  actualStartsAt: Date | null;
  actualEndsAt: Date | null;
  breakMinutes: number | null;
  roleType: string | null;
  kilometres: number | null;
  workerId: string | null;
  workerName: string | null;
  areaId: string;
  areaName: string | null;
  /** When the shift was made: a campaign reaches shifts made before it only with apply-for-past. */
  createdAt: Date;
};

export type PricingContract = Pick<CustomerContractTerms, 'validFrom' | 'validTo'> & {
  collectiveAgreement: CollectiveAgreement;
  vatTreatment: 'standard' | 'exempt';
  versions: ContractVersion[];
  /** Whether campaigns' price raises reach this contract's invoices (issue 13 §2). */
  campaignsRaisePrice?: boolean;
};

export type DraftLine = {
  shiftId: string;
  workerId: string | null;
  workerName: string | null;
  areaId: string;
  areaName: string | null;
  careRole: CareRole | null;
  /** A rate kind, or 'campaign' for a campaign's price raise (decision 0038). */
  kind: RateKind | 'campaign';
  description: string;
  deliveryDay: string;
  quantityHundredths: number;
  unitCents: number;
  netCents: number;
  vatCategory: VatCategory;
  vatRateBasisPoints: number;
};

export type ShiftPricingResult = {
  lines: DraftLine[];
  missing: RateKind[];
  /** The worked minutes, the break deducted (what an hourly campaign bonus is counted of). */
  workedMinutes: number;
};

/** The care role a shift's role text names (its canonical spelling), or null for none or an unknown one. */
export function careRoleOf(roleType: string | null): CareRole | null {
  if (!roleType) {
    return null;
  }
  const wanted = roleType.toLocaleLowerCase('fi');
  return careRoles.find((role) => role.toLocaleLowerCase('fi') === wanted) ?? null;
}

const contractVat = (contract: PricingContract): VatCategory =>
  contract.vatTreatment === 'exempt' ? 'exempt' : 'standard';

/** Prices one shift; `missing` lists the kinds it uses that the version of its day has no price for. */
export function priceBillableShift(
  shift: BillableShift,
  contract: PricingContract,
  breakRule: BreakRule,
): ShiftPricingResult {
  const startsAt = shift.actualStartsAt ?? shift.startsAt;
  const endsAt = shift.actualEndsAt ?? shift.endsAt;
  const deliveryDay = helsinkiDayKey(shift.startsAt);
  const split = splitShiftMinutesUnder(contract.collectiveAgreement, startsAt, endsAt);
  const worked = split.supplements.worked;
  const byHourKind = deductBreak(split.byHourKind, breakMinutesOf(worked, shift.breakMinutes, breakRule));
  const careRole = careRoleOf(shift.roleType);
  const quantities = { careRole, byHourKind, kilometres: shift.kilometres ?? 0 };
  const version = contractVersionOn(contract, deliveryDay);
  const pricing = priceShift(version?.prices ?? [], quantities);
  const vatCategory = contractVat(contract);
  const vatRateBasisPoints = vatRateOn(vatCategory, deliveryDay);
  return {
    missing: pricing.missing,
    workedMinutes: hourKinds.reduce((sum, kind) => sum + byHourKind[kind], 0),
    lines: pricing.lines.map((line) => ({
      shiftId: shift.id,
      workerId: shift.workerId,
      workerName: shift.workerName,
      areaId: shift.areaId,
      areaName: shift.areaName,
      careRole,
      kind: line.kind,
      description: shift.title,
      deliveryDay,
      quantityHundredths: line.quantityHundredths,
      unitCents: line.unitCents,
      netCents: line.netCents,
      vatCategory,
      vatRateBasisPoints,
    })),
  };
}

/**
 * A priced shift's campaign lines (decision 0038): one per campaign that applies to the shift and raises
 * the price, kind 'campaign', described by the campaign's name; the quantity is the worked hours (an hourly
 * bonus) or 1, the unit the extra price. A percent raise is taken of the shift's hour lines (not of its
 * kilometres). Added only where the contract lets campaigns raise the price.
 */
export function campaignLinesOf(
  shift: BillableShift,
  priced: Pick<ShiftPricingResult, 'lines' | 'workedMinutes'>,
  campaigns: readonly CampaignRule[],
): DraftLine[] {
  const [first] = priced.lines;
  if (!first || campaigns.length === 0) {
    return [];
  }
  const basePriceCents = priced.lines
    .filter((line) => line.kind !== 'kilometre')
    .reduce((sum, line) => sum + line.netCents, 0);
  const items = campaignItemsFor(
    {
      areaId: shift.areaId,
      startsAt: shift.startsAt,
      createdAt: shift.createdAt,
      workedMinutes: priced.workedMinutes,
      basePriceCents,
    },
    campaigns,
  );
  return items.flatMap((item) =>
    item.priceCents === null || item.priceUnitCents === null || item.priceCents <= 0
      ? []
      : [
          {
            ...first,
            kind: 'campaign' as const,
            description: item.name,
            quantityHundredths: item.quantityHundredths,
            unitCents: item.priceUnitCents,
            netCents: item.priceCents,
          },
        ],
  );
}

export type PricedShifts = {
  lines: DraftLine[];
  /** Shifts with a kind of hour (or kilometres) the version of their day has no price for. */
  unpriced: { count: number; kinds: RateKind[] };
};

/**
 * Prices every shift, in the order given; collects the unpriced ones instead of stopping at the first.
 * Where the contract lets campaigns raise the price, each shift's campaign lines follow its own.
 */
export function priceBillableShifts(
  shifts: readonly BillableShift[],
  contract: PricingContract,
  breakRule: BreakRule,
  campaigns: readonly CampaignRule[] = [],
): PricedShifts {
  const lines: DraftLine[] = [];
  const kinds = new Set<RateKind>();
  let count = 0;
  for (const shift of shifts) {
    const priced = priceBillableShift(shift, contract, breakRule);
    if (priced.missing.length > 0) {
      count += 1;
      for (const kind of priced.missing) {
        kinds.add(kind);
      }
      continue;
    }
    lines.push(...priced.lines);
    if (contract.campaignsRaisePrice) {
      lines.push(...campaignLinesOf(shift, priced, campaigns));
    }
  }
  return { lines, unpriced: { count, kinds: [...kinds] } };
}
