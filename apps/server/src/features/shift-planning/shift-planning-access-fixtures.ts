import type { Executor } from '../../db/client';
import { buildArea } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its shift-planning requests:
// one area in each account, so allowed callers get past access to a real area.

const areaIds = new Map<string, string>();

export async function prepareShiftPlanningAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (!areaIds.has(accountId)) {
      areaIds.set(accountId, (await buildArea(db, { accountId })).id);
    }
  }
}

export const shiftPlanningAccessFixtures = {
  areaId: (accountId: string) => {
    const areaId = areaIds.get(accountId);
    if (!areaId) {
      throw new Error(`shift-planning access fixtures were not prepared for account ${accountId}`);
    }
    return areaId;
  },
};
