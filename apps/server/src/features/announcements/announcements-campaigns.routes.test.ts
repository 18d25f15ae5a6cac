import { describe, expect, it } from 'vitest';
import { campaignAreas, campaigns } from '../../db/schema/campaigns.schema';
import { buildArea } from '../../testing/factories';
import { useAnnouncementsRoutes } from './announcements-routes-setup';

describe('announcing a campaign (issue 17 §3)', () => {
  const routes = useAnnouncementsRoutes();

  async function campaignInTwoCities() {
    const db = routes.test.database.connection.db;
    const accountId = routes.world.accountA1.id;
    const tampere = await buildArea(db, { accountId, city: 'Tampere' });
    const espoo = await buildArea(db, { accountId, city: 'Espoo', region: 'Uusimaa' });
    const alsoTampere = await buildArea(db, { accountId, city: 'Tampere' });
    const [campaign] = await db
      .insert(campaigns)
      .values({
        accountId,
        name: 'Joulukampanja',
        type: 'shift-bonus',
        payValue: 1000,
        startDate: '2026-12-01',
        endDate: '2026-12-24',
      })
      .returning();
    if (!campaign) {
      throw new Error('no campaign');
    }
    await db
      .insert(campaignAreas)
      .values([tampere, espoo, alsoTampere].map((area) => ({ campaignId: campaign.id, areaId: area.id })));
    return campaign.id;
  }

  it('starts the editor from the campaign: its name, its last day and its areas’ cities', async () => {
    const campaignId = await campaignInTwoCities();
    const draft = await routes.staff({
      method: 'GET',
      url: `/api/accounts/${routes.world.accountA1.id}/campaign-announcements/${campaignId}/draft`,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toEqual({
      campaignId,
      title: 'Joulukampanja',
      expiresOn: '2026-12-24',
      targets: { region: null, cities: ['Espoo', 'Tampere'], roles: [] },
    });
  });

  it('lists each campaign’s announcement for the campaigns tab', async () => {
    const campaignId = await campaignInTwoCities();
    const announcement = await routes.created({ campaignId, title: 'Joulukampanja alkaa' });
    await routes.created();
    const response = await routes.staff({
      method: 'GET',
      url: `/api/accounts/${routes.world.accountA1.id}/campaign-announcements`,
    });
    expect(response.json()).toEqual({
      items: [
        { campaignId, announcementId: announcement.id, title: 'Joulukampanja alkaa', status: 'active' },
      ],
    });
  });

  it('refuses a campaign of another account', async () => {
    const campaignId = await campaignInTwoCities();
    const elsewhere = await routes.staff({
      method: 'POST',
      url: routes.url('', routes.world.accountB1.id),
      payload: {
        title: 'x',
        summary: 'x',
        text: 'x',
        expiresOn: '2026-12-31',
        coverImageId: routes.world.coverOfB1,
        campaignId,
      },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
