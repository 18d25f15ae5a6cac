import type { Actor } from '@portal/domain/access';
import type { PublicJobAd } from '@portal/domain/job-ads';
import { jobAdInputSchema } from '@portal/domain/job-ads';
import { describe, expect, it } from 'vitest';
import { createJobAdsService } from './job-ads.service';
import { jobAdBody, useJobAdsWorld } from './job-ads-test-world';
import type { JobBoardPublisher } from './job-board-publisher';

/** A publisher that records what the service hands it (the real default pushes nothing). */
function recordingPublisher(fails = false) {
  const calls: string[] = [];
  const publisher: JobBoardPublisher = {
    name: 'recording',
    publish: async (ad: PublicJobAd) => {
      calls.push(`publish ${ad.title}`);
      if (fails) {
        throw new Error('board down');
      }
    },
    unpublish: async (id: string) => {
      calls.push(`unpublish ${id}`);
    },
  };
  return { calls, publisher };
}

describe('job board publisher', () => {
  const { state } = useJobAdsWorld();
  const serviceWith = (publisher: JobBoardPublisher) =>
    createJobAdsService({
      db: state.test.database.connection.db,
      clock: state.test.clock,
      publicUrl: 'https://portal.example.fi',
      publisher,
      log: state.test.app.log,
    });
  const actor = (): Actor => ({
    userId: state.world.users.admin.id,
    role: 'admin',
    organizationId: null,
    accountIds: [state.world.accountA1.id],
    areaIds: null,
  });
  const input = (overrides: object = {}) => jobAdInputSchema.parse(jobAdBody(overrides));

  it('hands a posted or edited ad to the board, never a draft, and takes a deleted one off', async () => {
    const { calls, publisher } = recordingPublisher();
    const service = serviceWith(publisher);
    const accountId = state.world.accountA1.id;
    const draft = await service.createJobAd(actor(), accountId, input({ title: 'Luonnos', publish: false }));
    expect(calls).toEqual([]);
    await service.updateJobAd(actor(), accountId, draft.id, input({ title: 'Julkaistu' }));
    await service.updateJobAd(actor(), accountId, draft.id, input({ title: 'Muokattu' }));
    await service.deleteJobAd(actor(), accountId, draft.id);
    expect(calls).toEqual(['publish Julkaistu', 'publish Muokattu', `unpublish ${draft.id}`]);
  });

  it('keeps the saved ad when the board fails', async () => {
    const { calls, publisher } = recordingPublisher(true);
    const ad = await serviceWith(publisher).createJobAd(actor(), state.world.accountA1.id, input());
    expect(calls).toEqual([`publish ${ad.title}`]);
    expect(ad.status).toBe('published');
    expect((await serviceWith(publisher).listPublicJobAds({})).map((item) => item.id)).toEqual([ad.id]);
  });
});
