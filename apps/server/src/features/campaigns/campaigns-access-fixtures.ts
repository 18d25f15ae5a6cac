import { addDays } from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { campaignAreas, campaigns } from '../../db/schema/campaigns.schema';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its campaign requests: in each
// account an area, a campaign to read and replace, and campaigns to delete, one a call. Each created
// campaign gets a day of its own, so no two overlap.

type CampaignsAccessFixture = {
  areaId: string;
  campaignId: string;
  deletableIds: string[];
  deletions: number;
};

const fixtures = new Map<string, CampaignsAccessFixture>();
const deletableCampaigns = 8;
let createdDays = 0;

async function buildCampaign(db: Executor, accountId: string, areaId: string, day: string): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({
      accountId,
      name: 'Matriisin kampanja',
      type: 'shift-bonus',
      payValue: 1000,
      startDate: day,
      endDate: day,
    })
    .returning({ id: campaigns.id });
  if (!row) {
    throw new Error('no campaign row');
  }
  await db.insert(campaignAreas).values({ campaignId: row.id, areaId });
  return row.id;
}

/** Creates the area and campaigns the matrix requests use, once per account. */
export async function prepareCampaignsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const [area] = await db
      .insert(areas)
      .values({
        accountId,
        name: 'Matriisin kampanja-alue',
        city: 'Tampere',
        postcode: '33100',
        region: 'Pirkanmaa',
      })
      .returning({ id: areas.id });
    if (!area) {
      throw new Error('no area row');
    }
    const campaignId = await buildCampaign(db, accountId, area.id, '2026-01-01');
    const deletableIds: string[] = [];
    for (let index = 0; index < deletableCampaigns; index += 1) {
      deletableIds.push(await buildCampaign(db, accountId, area.id, addDays('2026-02-01', index)));
    }
    fixtures.set(accountId, { areaId: area.id, campaignId, deletableIds, deletions: 0 });
  }
}

function fixtureOf(accountId: string): CampaignsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`campaign access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

/** A valid campaign body in the account's fixture area on `day`. */
function bodyOn(accountId: string, day: string) {
  return {
    name: 'Matriisin kampanja',
    announcement: null,
    type: 'shift-bonus',
    payValue: 1000,
    priceValue: null,
    startDate: day,
    endDate: day,
    applyForPastShifts: false,
    areaIds: [fixtureOf(accountId).areaId],
  };
}

export const campaignsAccessFixtures = {
  campaignId: (accountId: string) => fixtureOf(accountId).campaignId,
  /** The read-and-replace campaign's own body (its own day: replacing it never overlaps). */
  replaceBody: (accountId: string) => bodyOn(accountId, '2026-01-01'),
  /** A new campaign on a day no other uses. */
  createBody: (accountId: string) => {
    createdDays += 1;
    return bodyOn(accountId, addDays('2030-01-01', createdDays));
  },
  /** A campaign not deleted before (wrapping around after eight). */
  nextDeletableId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const id = fixture.deletableIds[fixture.deletions % fixture.deletableIds.length] as string;
    fixture.deletions += 1;
    return id;
  },
};
