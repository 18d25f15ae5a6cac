import type { Database, Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns.schema';
import { announcements } from '../../db/schema/communications.schema';
import { buildArea, buildWorker } from '../../testing/factories';
import { insertTestImage } from '../../testing/test-images';
import { createWorkerFeedTokens } from './worker-feed-token';

// Records the access matrix names in its announcement calls: per account a cover image, an announcement
// to read and replace, a campaign and a worker; a feed key for a worker of the first account.

type AccountFixtures = { imageId: string; announcementId: string; campaignId: string; workerId: string };

const fixtures = new Map<string, AccountFixtures>();
let feedToken = '';

function fixtureOf(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`announcement fixtures of ${accountId} not prepared`);
  }
  return found;
}

export const announcementsAccessFixtures = {
  of: fixtureOf,
  feedToken: () => feedToken,
  body: (accountId: string) => ({
    title: 'Joulun vuorot',
    summary: 'Lisävuoroja joulun ajalle',
    text: 'Hae joulun lisävuoroja sovelluksesta.',
    expiresOn: '2026-12-31',
    coverImageId: fixtureOf(accountId).imageId,
    targets: { region: null, cities: [], roles: [] },
    sticky: false,
    isDraft: false,
    campaignId: null,
  }),
};

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareAnnouncementsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const imageId = await insertTestImage(db, accountId);
    const worker = await buildWorker(db, { accountId });
    await buildArea(db, { accountId });
    const [campaign] = await db
      .insert(campaigns)
      .values({
        accountId,
        name: 'Matriisin tiedotekampanja',
        type: 'shift-bonus',
        payValue: 500,
        startDate: '2026-12-01',
        endDate: '2026-12-24',
      })
      .returning({ id: campaigns.id });
    const [announcement] = await db
      .insert(announcements)
      .values({
        accountId,
        title: 'Matriisin tiedote',
        summary: 'Tiivistelmä',
        text: 'Teksti',
        coverImageId: imageId,
        expiresOn: '2026-12-31',
      })
      .returning({ id: announcements.id });
    fixtures.set(accountId, {
      imageId,
      announcementId: announcement?.id ?? '',
      campaignId: campaign?.id ?? '',
      workerId: worker.id,
    });
    if (!feedToken) {
      // The same stored key the app's feed checks with (system values are shared through the database).
      feedToken = await createWorkerFeedTokens(db as Database).issue({
        workerId: worker.id,
        accountId,
        expiresAt: new Date('2027-06-01T00:00:00Z'),
      });
    }
  }
}
