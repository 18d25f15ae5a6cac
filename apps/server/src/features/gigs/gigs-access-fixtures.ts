import type { Executor } from '../../db/client';
import { buildArea, buildGig, buildShift } from '../../testing/factories';
import { refreshGigFigures } from './gig-figures.repository';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its gig requests, once per
// account. Every allowed role must get past access, so requests that use a record up (delete, split,
// delete a shift, restore) take a fresh one each call instead of one already gone.

type GigsAccessFixture = {
  areaId: string;
  gigId: string;
  editableGigId: string;
  editableShiftId: string;
  suggestionGigId: string;
  splitGigId: string;
  splitShiftIds: string[];
  deletableGigIds: string[];
  shiftGigId: string;
  deletableShiftIds: string[];
  templateIds: string[];
  restorableGigIds: string[];
  used: Record<'split' | 'deleteGig' | 'deleteShift' | 'deleteTemplate' | 'restoreGig', number>;
};

const fixtures = new Map<string, GigsAccessFixture>();
const spare = 10;
const day = 24 * 60 * 60 * 1000;

async function gigWithShifts(
  db: Executor,
  accountId: string,
  areaId: string,
  count: number,
  status = 'draft',
) {
  const gig = await buildGig(db, { accountId, areaId, status: status as 'draft' });
  const shiftIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const startsAt = new Date(Date.UTC(2031, 0, 1 + index, 5));
    const shift = await buildShift(db, {
      accountId,
      areaId,
      gigId: gig.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000),
      status: 'draft',
      isDraft: true,
    });
    shiftIds.push(shift.id);
  }
  await refreshGigFigures(db, gig.id);
  return { gigId: gig.id, shiftIds };
}

/**
 * Creates the gigs the matrix requests use. `areaIdOf` names the area to use in an account (in A1 the
 * customer's own area, so the customer's reads and orders are served); other accounts get a new area.
 */
export async function prepareGigsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  areaIdOf: Record<string, string> = {},
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const areaId = areaIdOf[accountId] ?? (await buildArea(db, { accountId })).id;
    const read = await gigWithShifts(db, accountId, areaId, 2);
    const editable = await gigWithShifts(db, accountId, areaId, 1);
    const suggestion = await gigWithShifts(db, accountId, areaId, 1, 'suggestion');
    const split = await gigWithShifts(db, accountId, areaId, spare + 1, 'published');
    const withShifts = await gigWithShifts(db, accountId, areaId, spare + 1);
    const deletableGigIds: string[] = [];
    const templateIds: string[] = [];
    const restorableGigIds: string[] = [];
    for (let index = 0; index < spare; index += 1) {
      const deleted = await buildGig(db, { accountId, areaId, status: 'deleted', deletedAt: new Date() });
      restorableGigIds.push(deleted.id);
      deletableGigIds.push((await gigWithShifts(db, accountId, areaId, 1)).gigId);
      const template = await buildGig(db, {
        accountId,
        areaId,
        isTemplate: true,
        templateName: `Pohja ${index}`,
        templateShifts: [{ startTime: '07:00', endTime: '15:00', roleType: null, requirements: null }],
      });
      templateIds.push(template.id);
    }
    fixtures.set(accountId, {
      areaId,
      gigId: read.gigId,
      editableGigId: editable.gigId,
      editableShiftId: editable.shiftIds[0] as string,
      suggestionGigId: suggestion.gigId,
      splitGigId: split.gigId,
      splitShiftIds: split.shiftIds,
      deletableGigIds,
      shiftGigId: withShifts.gigId,
      deletableShiftIds: withShifts.shiftIds,
      templateIds,
      restorableGigIds,
      used: { split: 0, deleteGig: 0, deleteShift: 0, deleteTemplate: 0, restoreGig: 0 },
    });
  }
}

function fixtureOf(accountId: string): GigsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`gigs access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

function next(fixture: GigsAccessFixture, kind: keyof GigsAccessFixture['used'], ids: string[]): string {
  const id = ids[fixture.used[kind] % ids.length] as string;
  fixture.used[kind] += 1;
  return id;
}

/** A valid shift in the future, as the gig form sends it. */
export function matrixShift(offsetDays = 0) {
  const startsAt = new Date(Date.UTC(2031, 5, 1, 5) + offsetDays * day);
  return {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000).toISOString(),
  };
}

export const gigsAccessFixtures = {
  areaId: (accountId: string) => fixtureOf(accountId).areaId,
  gigId: (accountId: string) => fixtureOf(accountId).gigId,
  editableGigId: (accountId: string) => fixtureOf(accountId).editableGigId,
  editableShiftId: (accountId: string) => fixtureOf(accountId).editableShiftId,
  suggestionGigId: (accountId: string) => fixtureOf(accountId).suggestionGigId,
  splitGigId: (accountId: string) => fixtureOf(accountId).splitGigId,
  nextSplitShiftId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    return next(fixture, 'split', fixture.splitShiftIds);
  },
  nextDeletableGigId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    return next(fixture, 'deleteGig', fixture.deletableGigIds);
  },
  nextRestorableGigId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    return next(fixture, 'restoreGig', fixture.restorableGigIds);
  },
  shiftGigId: (accountId: string) => fixtureOf(accountId).shiftGigId,
  nextDeletableShiftId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    return next(fixture, 'deleteShift', fixture.deletableShiftIds);
  },
  nextTemplateId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    return next(fixture, 'deleteTemplate', fixture.templateIds);
  },
};
