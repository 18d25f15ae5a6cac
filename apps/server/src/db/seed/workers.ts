import type { poolMembers } from '../schema/pools.schema';
import type { users } from '../schema/users.schema';
import { type AreaDefinition, areaDefinitions, poolIdOf } from './areas';
import { emailPart, femaleFirstNames, lastNames, maleFirstNames } from './finnish-names';
import { addDays, helsinkiDateOf, isoDate } from './helsinki-time';
import { deriveId, seedIds } from './ids';
import { defaultPoolIdOf } from './pools';
import { createRandom, type Random } from './random';

type UserRow = typeof users.$inferInsert;
type PoolMemberRow = typeof poolMembers.$inferInsert;

/** Finnish care roles, lowercase as stored on workers and shifts (spec section 6). */
export type CareRole =
  | 'sairaanhoitaja'
  | 'lähihoitaja'
  | 'hoiva-avustaja'
  | 'henkilökohtainen avustaja'
  | 'ensihoitaja'
  | 'lääkäri'
  | 'röntgenhoitaja';

/** What the shift generator needs to know about a worker. */
export type SeedWorker = {
  id: string;
  accountId: string;
  profession: CareRole;
  /** Accepted and confirmed: may be booked on shifts. */
  bookable: boolean;
  city: string;
};

export type WorkerRows = { users: UserRow[]; poolMembers: PoolMemberRow[]; workers: SeedWorker[] };

/** A nurse can also work as a practical nurse or care assistant; every other role only as itself. */
export function canWorkAs(profession: CareRole, role: CareRole): boolean {
  if (profession === 'sairaanhoitaja') {
    return role === 'sairaanhoitaja' || role === 'lähihoitaja' || role === 'hoiva-avustaja';
  }
  return profession === role;
}

const workersPerAccount = [
  { accountId: seedIds.accounts.south, count: 34 },
  { accountId: seedIds.accounts.north, count: 13 },
  { accountId: seedIds.accounts.west, count: 13 },
] as const;

const professionWeights: readonly (readonly [CareRole, number])[] = [
  ['lähihoitaja', 46],
  ['sairaanhoitaja', 30],
  ['hoiva-avustaja', 9],
  ['henkilökohtainen avustaja', 5],
  ['ensihoitaja', 4],
  ['lääkäri', 3],
  ['röntgenhoitaja', 3],
];

const employmentWeights = [
  ['gig-worker', 40],
  ['temporary-worker', 20],
  ['part-time', 20],
  ['full-time', 12],
  ['unemployed', 8],
] as const;

const seekingOptions = [
  ['keikkatyö'],
  ['keikkatyö', 'sijaisuus'],
  ['sijaisuus'],
  ['keikkatyö', 'sijaisuus', 'vakituinen'],
  ['sijaisuus', 'vakituinen'],
  ['vakituinen'],
] as const;

/** Roles that hold a medication permit (LOVE) by training; practical nurses often have one too. */
function hasMedicationPermit(profession: CareRole, random: Random): boolean {
  if (profession === 'sairaanhoitaja' || profession === 'ensihoitaja' || profession === 'lääkäri') {
    return true;
  }
  return profession === 'lähihoitaja' && random.chance(0.4);
}

/** Onboarding state: applicants, accepted workers still waiting for or signing a contract, and ready ones. */
function onboardingOf(random: Random) {
  const roll = random.next();
  if (roll < 0.1) {
    return {
      status: 'applied',
      confirmed: false,
      stepGroup: null,
      stepState: null,
      sent: false,
      signed: false,
    };
  }
  if (roll < 0.17) {
    const stepState = 'waiting_for_contract';
    return {
      status: 'accepted',
      confirmed: false,
      stepGroup: 'contract',
      stepState,
      sent: false,
      signed: false,
    };
  }
  if (roll < 0.24) {
    const stepState = 'contract_pending';
    return {
      status: 'accepted',
      confirmed: false,
      stepGroup: 'contract',
      stepState,
      sent: true,
      signed: false,
    };
  }
  return { status: 'accepted', confirmed: true, stepGroup: null, stepState: null, sent: true, signed: true };
}

function birthdayOf(now: Date, random: Random): string {
  const age = random.chance(0.25) ? random.int(51, 63) : random.int(21, 50);
  const today = helsinkiDateOf(now);
  return isoDate(addDays({ ...today, year: today.year - age }, -random.int(0, 364)));
}

function uniqueMobile(random: Random, used: Set<string>): string {
  for (;;) {
    const mobile = `+358${random.pick(['40', '50'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!used.has(mobile)) {
      used.add(mobile);
      return mobile;
    }
  }
}

function uniqueName(random: Random, female: boolean, used: Set<string>) {
  for (;;) {
    const firstName = random.pick(female ? femaleFirstNames : maleFirstNames);
    const lastName = random.pick(lastNames);
    const email = `${emailPart(firstName)}.${emailPart(lastName)}@example.fi`;
    if (!used.has(email)) {
      used.add(email);
      return { firstName, lastName, email };
    }
  }
}

/** About sixty workers, each in its account's default pool and, near a regional pool's areas, in that pool too. */
export function buildWorkers(now: Date): WorkerRows {
  const random = createRandom('demo-workers');
  const usedEmails = new Set<string>();
  const usedMobiles = new Set<string>();
  const rows: WorkerRows = { users: [], poolMembers: [], workers: [] };

  for (const { accountId, count } of workersPerAccount) {
    const homeAreas: readonly AreaDefinition[] = areaDefinitions.filter(
      (area) => area.accountId === accountId,
    );
    for (let index = 0; index < count; index += 1) {
      const id = deriveId(`worker:${accountId}:${index}`);
      const { firstName, lastName, email } = uniqueName(random, random.chance(0.72), usedEmails);
      const profession = random.weighted(professionWeights);
      const onboarding = onboardingOf(random);
      const home = random.pick(homeAreas);
      const createdAt = new Date(now.getTime() - random.int(20, 400) * 86_400_000);
      rows.users.push({
        id,
        email,
        passwordHash: null,
        role: 'worker',
        firstName,
        lastName,
        mobile: uniqueMobile(random, usedMobiles),
        locale: 'fi',
        organizationId: seedIds.organizations[accountId === seedIds.accounts.west ? 'second' : 'first'],
        accountId,
        profession,
        employmentType: random.weighted(employmentWeights),
        confirmed: onboarding.confirmed,
        love: hasMedicationPermit(profession, random),
        status: onboarding.status,
        stepGroup: onboarding.stepGroup,
        stepState: onboarding.stepState,
        workContractSent: onboarding.sent,
        workContractSigned: onboarding.signed,
        addressRegion: home.region,
        addressCity: home.city,
        birthday: birthdayOf(now, random),
        residency: 'FI',
        applicationSeeking: [...random.pick(seekingOptions)],
        applicationStart:
          onboarding.status === 'applied' ? isoDate(addDays(helsinkiDateOf(now), random.int(3, 30))) : null,
        createdAt,
        updatedAt: createdAt,
      });
      rows.workers.push({
        id,
        accountId,
        profession,
        bookable: onboarding.confirmed,
        city: home.city,
      });
      rows.poolMembers.push({ poolId: defaultPoolIdOf(accountId), userId: id, createdAt });
      const regionalPool = homeAreas.find(
        (area) => area.city === home.city && !area.pool.endsWith('-default'),
      );
      if (regionalPool) {
        rows.poolMembers.push({ poolId: poolIdOf(regionalPool.pool), userId: id, createdAt });
      }
    }
  }
  return rows;
}
