import { type CampaignRule, campaignItemsFor } from '@portal/domain/campaigns';
import type { BillableShift, DraftLine, ShiftPricingResult } from './invoice-pricing';

/**
 * A priced shift's campaign lines (decision 0038): one per campaign that applies to the shift and raises
 * the price, kind 'campaign', described by the campaign's name; the quantity is the worked hours (an hourly
 * bonus) or 1, the unit the extra price. A percent raise is taken of the shift's hour lines (not of its
 * kilometres). The caller adds them only where the contract lets campaigns raise the price.
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
