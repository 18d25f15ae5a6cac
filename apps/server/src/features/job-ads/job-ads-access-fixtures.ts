import type { Executor } from '../../db/client';
import { jobAds } from '../../db/schema/job-ads.schema';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its job-ad requests: in each
// account a draft to read and save again, and drafts to delete, one a call (a deleted ad cannot be deleted
// twice).

type JobAdsAccessFixture = { jobAdId: string; deletableIds: string[]; deletions: number };

const fixtures = new Map<string, JobAdsAccessFixture>();
const deletableAds = 8;

async function buildAd(db: Executor, accountId: string, title: string): Promise<string> {
  const [row] = await db
    .insert(jobAds)
    .values({ accountId, title, role: 'sairaanhoitaja', employmentType: 'gig', description: 'Matriisi' })
    .returning({ id: jobAds.id });
  if (!row) {
    throw new Error('no job ad row');
  }
  return row.id;
}

/** Creates the ads the matrix requests use, once per account. */
export async function prepareJobAdsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const jobAdId = await buildAd(db, accountId, 'Matriisin ilmoitus');
    const deletableIds: string[] = [];
    for (let index = 0; index < deletableAds; index += 1) {
      deletableIds.push(await buildAd(db, accountId, `Poistettava ${index}`));
    }
    fixtures.set(accountId, { jobAdId, deletableIds, deletions: 0 });
  }
}

function fixtureOf(accountId: string): JobAdsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`job ad access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const jobAdsAccessFixtures = {
  jobAdId: (accountId: string) => fixtureOf(accountId).jobAdId,
  /** A draft's body: saving it keeps the fixture a draft, so every role's call succeeds the same. */
  body: () => ({
    title: 'Matriisin ilmoitus',
    role: 'sairaanhoitaja',
    region: null,
    city: null,
    employmentType: 'gig',
    startsOn: null,
    validThrough: null,
    payText: null,
    description: 'Matriisi',
    keywords: [],
    publish: false,
  }),
  nextDeletableId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const id = fixture.deletableIds[fixture.deletions % fixture.deletableIds.length] as string;
    fixture.deletions += 1;
    return id;
  },
};
