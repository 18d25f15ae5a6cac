import type { poolMembers } from '../schema/pools.schema';
import type { users } from '../schema/users.schema';
import { addDays, helsinkiDateOf, isoDate } from './helsinki-time';
import { deriveId, seedIds } from './ids';
import { defaultPoolIdOf } from './pools';

type UserRow = typeof users.$inferInsert;

/** Six people who applied to the main account this month (the registration page's result). */
const people = [
  ['Emilia', 'Laaksonen', 'sairaanhoitaja', 'Helsinki', 2],
  ['Joonas', 'Heikkilä', 'lähihoitaja', 'Espoo', 4],
  ['Sanni', 'Rantanen', 'lähihoitaja', 'Vantaa', 6],
  ['Oskari', 'Nieminen', 'sairaanhoitaja', 'Helsinki', 9],
  ['Iida', 'Salo', 'hoiva-avustaja', 'Espoo', 12],
  ['Aada', 'Koskinen', 'ensihoitaja', 'Helsinki', 15],
] as const;

/**
 * Applicants for the applications screens (issue 16 §2): workers with status applied, unconfirmed, in the
 * account's default pool. The random workers hold only a few applicants, too few to show every step.
 */
export function buildDemoApplicants(now: Date): {
  users: UserRow[];
  poolMembers: (typeof poolMembers.$inferInsert)[];
} {
  const accountId = seedIds.accounts.south;
  const today = helsinkiDateOf(now);
  const rows = people.map(([firstName, lastName, profession, city, daysAgo], index): UserRow => {
    const createdAt = new Date(now.getTime() - daysAgo * 86_400_000);
    return {
      id: deriveId(`applicant:${index}`),
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace('ä', 'a')}.hakija@example.fi`,
      role: 'worker',
      firstName,
      lastName,
      mobile: `+35845${String(1_000_000 + index * 7919).padStart(7, '0')}`,
      locale: 'fi',
      organizationId: seedIds.organizations.first,
      accountId,
      profession,
      confirmed: false,
      status: 'applied',
      addressRegion: 'Uusimaa',
      addressCity: city,
      birthday: isoDate(addDays({ ...today, year: today.year - 24 - index * 3 }, -index * 40)),
      applicationSeeking: index % 2 === 0 ? ['keikkatyö'] : ['sijaisuus', 'vakituinen'],
      applicationStart: isoDate(addDays(today, 5 + index * 3)),
      applicationEnd: index % 3 === 0 ? isoDate(addDays(today, 15 + index * 3)) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return {
    users: rows,
    poolMembers: rows.map((row) => ({
      poolId: defaultPoolIdOf(accountId),
      userId: row.id as string,
      createdAt: row.createdAt as Date,
    })),
  };
}
