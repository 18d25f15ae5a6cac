import type { campaignAreas, campaigns } from '../schema/campaigns.schema';
import { areaIdOf } from './areas';
import { deriveId, seedIds } from './ids';

type CampaignRow = typeof campaigns.$inferInsert;
type CampaignAreaRow = typeof campaignAreas.$inferInsert;

/**
 * The demo's campaign (issue 13 §2, decision 0038): a Christmas hourly bonus at Palvelukoti Koivula, from
 * the 20th to the 26th of December of the current year: 5 € more pay and 7 € more price an hour (the
 * Koivula contract lets campaigns raise the price). Made at the founding, so it reaches every shift.
 */
export function buildCampaigns(
  today: string,
  createdAt: Date,
): { campaigns: CampaignRow[]; areas: CampaignAreaRow[] } {
  const year = today.slice(0, 4);
  const id = deriveId('campaign:koivula-christmas');
  return {
    campaigns: [
      {
        id,
        accountId: seedIds.accounts.south,
        name: 'Joulun tuntilisä',
        announcement: 'Jouluviikolla Koivulan vuoroista maksetaan 5 € lisää tunnilta.',
        type: 'hourly-bonus',
        payValue: 500,
        priceValue: 700,
        startDate: `${year}-12-20`,
        endDate: `${year}-12-26`,
        applyForPastShifts: false,
        createdAt,
        updatedAt: createdAt,
      },
    ],
    areas: [{ campaignId: id, areaId: areaIdOf('koivula') }],
  };
}
