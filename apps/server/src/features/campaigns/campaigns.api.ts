// The campaigns feature's public file: the only one another server feature imports from it.

import type { CampaignRule } from '@portal/domain/campaigns';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns.schema';
import { findCampaignAreas } from './campaigns.repository';

/**
 * The account's live campaigns whose period meets the days `from`..`to` (YYYY-MM-DD, Helsinki), with their
 * areas, as `campaignItemsFor` reads them (the invoices feature prices its drafts with them).
 */
export async function campaignsForShifts(
  executor: Executor,
  accountId: string,
  from: string,
  to: string,
): Promise<CampaignRule[]> {
  const rows = await executor
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.accountId, accountId),
        isNull(campaigns.deletedAt),
        lte(campaigns.startDate, to),
        gte(campaigns.endDate, from),
      ),
    )
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
  const areaRefs = await findCampaignAreas(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    payValue: row.payValue,
    priceValue: row.priceValue,
    startDate: row.startDate,
    endDate: row.endDate,
    applyForPastShifts: row.applyForPastShifts,
    areaIds: areaRefs.filter((area) => area.campaignId === row.id).map((area) => area.id),
    createdAt: row.createdAt,
  }));
}
