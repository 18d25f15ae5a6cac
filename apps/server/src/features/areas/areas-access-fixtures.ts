import type { Executor } from '../../db/client';
import { buildArea } from '../../testing/factories';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its area requests: in each
// account an area to read (in A1 the customer's own area, which a customer may read), one to save, and
// areas to delete and deleted areas to restore, a new one for every call, so each allowed role really
// gets past access.

type AreasAccessFixture = {
  readableAreaId: string;
  editableAreaId: string;
  deletableAreaIds: string[];
  deletions: number;
  restorableAreaIds: string[];
  restorations: number;
};

const fixtures = new Map<string, AreasAccessFixture>();
const deletableAreasPerAccount = 12;

/** Creates the areas the matrix requests use, once per account; `readableAreaIds` picks an existing one. */
export async function prepareAreasAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  readableAreaIds: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const readableAreaId = readableAreaIds[accountId] ?? (await buildArea(db, { accountId })).id;
    const editable = await buildArea(db, { accountId, name: 'Matriisin muokattava alue' });
    const deletableAreaIds: string[] = [];
    for (let index = 0; index < deletableAreasPerAccount; index += 1) {
      deletableAreaIds.push((await buildArea(db, { accountId, name: `Matriisin poistettava ${index}` })).id);
    }
    const restorableAreaIds: string[] = [];
    for (let index = 0; index < deletableAreasPerAccount; index += 1) {
      const deleted = { status: 'deleted', deletedAt: new Date() };
      restorableAreaIds.push(
        (await buildArea(db, { accountId, name: `Matriisin palautettava ${index}`, ...deleted })).id,
      );
    }
    fixtures.set(accountId, {
      readableAreaId,
      editableAreaId: editable.id,
      deletableAreaIds,
      deletions: 0,
      restorableAreaIds,
      restorations: 0,
    });
  }
}

function fixtureOf(accountId: string): AreasAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`areas access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const areasAccessFixtures = {
  readableAreaId: (accountId: string) => fixtureOf(accountId).readableAreaId,
  editableAreaId: (accountId: string) => fixtureOf(accountId).editableAreaId,
  /** An area not handed out before (wrapping around after twelve). */
  nextDeletableAreaId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const areaId = fixture.deletableAreaIds[fixture.deletions % fixture.deletableAreaIds.length] as string;
    fixture.deletions += 1;
    return areaId;
  },
  /** A deleted area not handed out before (wrapping around after twelve). */
  nextRestorableAreaId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const areaId = fixture.restorableAreaIds[
      fixture.restorations % fixture.restorableAreaIds.length
    ] as string;
    fixture.restorations += 1;
    return areaId;
  },
};
