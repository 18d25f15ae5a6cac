import { helsinkiDayKey } from '../shared/helsinki-time';

/**
 * Campaigns (spec section 3, Campaign; issue 13 §2; decision 0038): for a period, shifts in the campaign's
 * areas pay more and, where the contract lets campaigns raise the price, cost more.
 * - hourly-bonus: cents per worked hour (value x worked hours, rounded once);
 * - shift-bonus: cents per shift;
 * - percent-raise: basis points of the shift's base amount (its pay, or its price).
 */
export const campaignTypes = ['hourly-bonus', 'shift-bonus', 'percent-raise'] as const;
export type CampaignType = (typeof campaignTypes)[number];

export const campaignNameMaxLength = 200;
export const campaignAnnouncementMaxLength = 2000;
/** The largest bonus in cents (1 000 €) and the largest raise in basis points (1 000 %). */
export const maxCampaignCents = 100_000;
export const maxCampaignBasisPoints = 100_000;

/** What a campaign needs to say whether and how much it applies to a shift. */
export type CampaignRule = {
  id: string;
  name: string;
  type: CampaignType;
  payValue: number;
  /** Null: the campaign raises only the pay, never the price. */
  priceValue: number | null;
  startDate: string;
  endDate: string;
  applyForPastShifts: boolean;
  areaIds: readonly string[];
  createdAt: Date;
};

/** A shift as the campaign rule reads it; the base amounts are what a percent raise is taken of. */
export type CampaignShift = {
  areaId: string;
  startsAt: Date;
  createdAt: Date;
  /** Worked (paid) minutes, the break deducted. */
  workedMinutes: number;
  basePayCents?: number;
  basePriceCents?: number;
};

export type CampaignItem = {
  campaignId: string;
  name: string;
  type: CampaignType;
  /** Hundredths: the worked hours for an hourly bonus, else 1 (100). */
  quantityHundredths: number;
  /** The unit: the value in cents per hour or per shift, or for a raise the extra amount itself. */
  payUnitCents: number;
  payCents: number;
  priceUnitCents: number | null;
  /** Null when the campaign does not raise the price. */
  priceCents: number | null;
};

/** Whether a campaign reaches a shift: its area, its Helsinki day in the period, made after the campaign. */
export function campaignApplies(shift: CampaignShift, campaign: CampaignRule): boolean {
  if (!campaign.areaIds.includes(shift.areaId)) {
    return false;
  }
  const day = helsinkiDayKey(shift.startsAt);
  if (day < campaign.startDate || day > campaign.endDate) {
    return false;
  }
  return campaign.applyForPastShifts || shift.createdAt.getTime() >= campaign.createdAt.getTime();
}

/** The extra amount for a value of the campaign's type, rounded once to whole cents. */
export function campaignAmount(
  type: CampaignType,
  value: number,
  workedMinutes: number,
  base: number,
): number {
  switch (type) {
    case 'hourly-bonus':
      return Math.round((value * workedMinutes) / 60);
    case 'shift-bonus':
      return value;
    case 'percent-raise':
      return Math.round((value * base) / 10_000);
  }
}

function itemOf(shift: CampaignShift, campaign: CampaignRule): CampaignItem {
  const hourly = campaign.type === 'hourly-bonus';
  const quantityHundredths = hourly ? Math.round((shift.workedMinutes * 100) / 60) : 100;
  const payCents = campaignAmount(
    campaign.type,
    campaign.payValue,
    shift.workedMinutes,
    shift.basePayCents ?? 0,
  );
  const priceCents =
    campaign.priceValue === null
      ? null
      : campaignAmount(campaign.type, campaign.priceValue, shift.workedMinutes, shift.basePriceCents ?? 0);
  const unit = (value: number, amount: number) => (campaign.type === 'percent-raise' ? amount : value);
  return {
    campaignId: campaign.id,
    name: campaign.name,
    type: campaign.type,
    quantityHundredths,
    payUnitCents: unit(campaign.payValue, payCents),
    payCents,
    priceUnitCents:
      campaign.priceValue === null || priceCents === null ? null : unit(campaign.priceValue, priceCents),
    priceCents,
  };
}

/** The campaigns that apply to a shift, in the order given, with the extra pay and price of each. */
export function campaignItemsFor(shift: CampaignShift, campaigns: readonly CampaignRule[]): CampaignItem[] {
  return campaigns
    .filter((campaign) => campaignApplies(shift, campaign))
    .map((campaign) => itemOf(shift, campaign));
}
