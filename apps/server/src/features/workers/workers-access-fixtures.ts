import type { Executor } from '../../db/client';
import { buildWorker } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its personnel requests: one
// worker in each account, so every allowed role gets past access on the routes with a worker id.

const workerIds = new Map<string, string>();
let createdWorkers = 0;

/** Creates the worker the matrix requests use, once per account. */
export async function prepareWorkersAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (!workerIds.has(accountId)) {
      const worker = await buildWorker(db, { accountId, firstName: 'Matriisi', lastName: 'Työntekijä' });
      workerIds.set(accountId, worker.id);
    }
  }
}

export const workersAccessFixtures = {
  workerId: (accountId: string) => {
    const workerId = workerIds.get(accountId);
    if (!workerId) {
      throw new Error(`personnel access fixtures were not prepared for account ${accountId}`);
    }
    return workerId;
  },
  /** A valid worker body with an e-mail address not used before. */
  workerBody: () => {
    createdWorkers += 1;
    return {
      fullName: 'Matriisi Työntekijä',
      email: `matriisi-${createdWorkers}@test.example`,
      mobile: '+358401234567',
      birthday: '1980-05-17',
      profession: 'lähihoitaja',
      employmentType: 'gig-worker',
      status: 'accepted',
      confirmed: true,
      love: false,
      residency: null,
      locale: 'fi',
      addressCity: null,
      addressRegion: null,
      applicationSeeking: [],
      applicationStart: null,
      applicationEnd: null,
      poolIds: [],
    };
  },
};
