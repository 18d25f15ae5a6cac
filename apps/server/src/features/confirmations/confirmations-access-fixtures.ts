import type { Executor } from '../../db/client';
import { buildArea, buildShift, buildWorker } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its confirmation requests:
// in each account a confirmed shift, in A1 in the area of the customer (who may read it).

const shiftIds = new Map<string, string>();

/** Creates one confirmed shift per account, once; `areaIdOf` names the area to use where it matters. */
export async function prepareConfirmationsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  areaIdOf: Record<string, string> = {},
): Promise<void> {
  for (const accountId of accountIds) {
    if (shiftIds.has(accountId)) {
      continue;
    }
    const areaId = areaIdOf[accountId] ?? (await buildArea(db, { accountId })).id;
    const worker = await buildWorker(db, { accountId });
    const shift = await buildShift(db, {
      accountId,
      areaId,
      assignedTo: worker.id,
      reserved: true,
      status: 'confirmed',
      startsAt: new Date('2026-11-20T05:00:00Z'),
      endsAt: new Date('2026-11-20T13:00:00Z'),
      actualStartsAt: new Date('2026-11-20T05:00:00Z'),
      actualEndsAt: new Date('2026-11-20T13:00:00Z'),
      breakMinutes: 30,
      confirmedAt: new Date('2026-11-20T14:00:00Z'),
    });
    shiftIds.set(accountId, shift.id);
  }
}

export const confirmationsAccessFixtures = {
  shiftId: (accountId: string) => {
    const shiftId = shiftIds.get(accountId);
    if (!shiftId) {
      throw new Error(`confirmations access fixtures were not prepared for account ${accountId}`);
    }
    return shiftId;
  },
};
