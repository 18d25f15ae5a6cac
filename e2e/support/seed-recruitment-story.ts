import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { poolMembers } from '../../apps/server/src/db/schema/pools.schema';
import {
  applicationStepEvents,
  workerApplications,
} from '../../apps/server/src/db/schema/recruitment.schema';
import { gigs, shifts } from '../../apps/server/src/db/schema/shifts.schema';
import { users } from '../../apps/server/src/db/schema/users.schema';
import { withAreaContract } from '../../apps/server/src/db/seed/area-contracts';
import { areaDefinitions, areaIdOf } from '../../apps/server/src/db/seed/areas';
import { areaFieldsOf, createdEntry } from '../../apps/server/src/db/seed/gig-rows';
import { addDays, helsinkiDateOf, helsinkiInstant } from '../../apps/server/src/db/seed/helsinki-time';
import { seedIds } from '../../apps/server/src/db/seed/ids';
import { defaultPoolIdOf } from '../../apps/server/src/db/seed/pools';
import { customerAreaKeys } from '../../apps/server/src/db/seed/staff';

/**
 * Issue 16's end-to-end story (specs/recruitment-pipeline.spec.ts): an applicant of the main demo account
 * who registered today (so the statistics count her in this week), a nurse at step applied, already in
 * the account's default pool (registration puts applicants in the account's pools), and a gig of two open
 * nurse shifts of her own in an area that pool serves: one she is booked on, one her expired licence
 * keeps her from. Seeded, not drawn, so no other spec books them.
 */
export const recruitmentStory = {
  accountId: seedIds.accounts.south,
  applicant: {
    firstName: 'Vilhelmiina',
    lastName: 'Valintanen',
    email: 'vilhelmiina.valintanen@hakijat.example',
    mobile: '+358401234569',
  },
  role: 'sairaanhoitaja',
  gigTitle: 'E2E-rekrytointi, sairaanhoitajan aamuvuoro',
  area: (() => {
    const found = areaDefinitions.find((definition) => definition.key === customerAreaKeys[1]);
    if (!found) {
      throw new Error(`the demo data has no area ${customerAreaKeys[1]}`);
    }
    return found;
  })(),
  /** Days from today (Helsinki) of the gig's two morning shifts, 07:00–15:00. */
  shiftDays: [12, 13],
} as const;

export const applicantName = `${recruitmentStory.applicant.firstName} ${recruitmentStory.applicant.lastName}`;

/** Inserts the applicant, her application, her pool membership and the gig (after seedDemoData). */
export async function seedRecruitmentStory(db: Database, now: Date): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!admin) {
    throw new Error('seed-recruitment-story: the demo data has no admin');
  }
  const { accountId, applicant, area, role, gigTitle } = recruitmentStory;
  const applicantId = randomUUID();
  await db.insert(users).values({
    id: applicantId,
    role: 'worker',
    ...applicant,
    locale: 'fi',
    organizationId: admin.organizationId,
    accountId,
    profession: role,
    confirmed: false,
    status: 'applied',
    birthday: '1994-03-15',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    applicationSeeking: ['keikkatyö'],
    residency: 'FI',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(workerApplications).values({
    userId: applicantId,
    accountId,
    gender: 'female',
    languages: ['suomi'],
    degree: 'Sairaanhoitaja AMK',
    studyType: 'degree',
    credits: 210,
    source: 'registration',
    step: 'applied',
    stepChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(applicationStepEvents)
    .values({ accountId, applicantId, toStep: 'applied', actorId: applicantId, createdAt: now });
  await db.insert(poolMembers).values({ poolId: defaultPoolIdOf(accountId), userId: applicantId });

  const today = helsinkiDateOf(now);
  const areaId = areaIdOf(area.key);
  const gigId = randomUUID();
  const times = recruitmentStory.shiftDays.map((offset) => {
    const day = addDays(today, offset);
    return { startsAt: helsinkiInstant(day, 7), endsAt: helsinkiInstant(day, 15) };
  });
  const first = times[0];
  const last = times[times.length - 1];
  if (!first || !last) {
    throw new Error('seed-recruitment-story: no shift days');
  }
  const [gig] = withAreaContract(
    [
      {
        id: gigId,
        accountId,
        areaId,
        title: gigTitle,
        status: 'published' as const,
        isPublished: true,
        availableShifts: times.length,
        totalShifts: times.length,
        startDate: first.startsAt,
        endDate: last.endsAt,
        expDate: first.startsAt,
        roleType: role,
        ...areaFieldsOf(area),
        publishedAt: now,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      },
    ],
    (row) => row.areaId,
  );
  if (!gig) {
    throw new Error('seed-recruitment-story: no gig');
  }
  await db.insert(gigs).values(gig);
  await db.insert(shifts).values(
    withAreaContract(
      times.map((time) => ({
        id: randomUUID(),
        accountId,
        areaId,
        gigId,
        title: gigTitle,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        status: 'open' as const,
        isDraft: false,
        roleType: role,
        updates: [createdEntry(now, admin.id)],
        createdAt: now,
        updatedAt: now,
      })),
      (row) => row.areaId,
    ),
  );
}
