import type { Executor } from '../../db/client';
import { buildArea, buildShift } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its action-center requests:
// in each account an open future shift (in A1 in the customer's own area). Completing, verifying and sending
// it for inspection answer 409 SHIFT_STATE_CHANGED, which proves the caller got past access and the area
// check without changing the shift, so every call finds it in the same state.

const fixtures = new Map<string, { shiftId: string }>();

/** Creates the shift the matrix requests use, once per account; `areaIds` picks an existing area. */
export async function prepareActionCenterAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  areaIds: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const areaId = areaIds[accountId] ?? (await buildArea(db, { accountId })).id;
    const shift = await buildShift(db, {
      accountId,
      areaId,
      startsAt: new Date('2030-01-10T06:00:00Z'),
      endsAt: new Date('2030-01-10T14:00:00Z'),
    });
    fixtures.set(accountId, { shiftId: shift.id });
  }
}

export const actionCenterAccessFixtures = {
  shiftId(accountId: string): string {
    const fixture = fixtures.get(accountId);
    if (!fixture) {
      throw new Error(`action-center access fixtures were not prepared for account ${accountId}`);
    }
    return fixture.shiftId;
  },
};
