import type { germanCareRoles } from '@portal/domain/care-roles';
import type { areas } from '../schema/areas.schema';
import type { poolAreas, poolMembers, pools } from '../schema/pools.schema';
import type { accounts, organizations } from '../schema/tenancy.schema';
import type { users } from '../schema/users.schema';
import { germanDemoUsers } from './demo-users';
import { deriveId } from './ids';

// A German tenant, so the German role list, a German area and German-speaking staff and workers show
// in the demo (spec section 6: the account's country decides the role list). One organization, one
// account, one area and one pool: small, so the seed stays fast.

type OrganizationRow = typeof organizations.$inferInsert;
type AccountRow = typeof accounts.$inferInsert;
type AreaRow = typeof areas.$inferInsert;
type PoolRow = typeof pools.$inferInsert;
type PoolAreaRow = typeof poolAreas.$inferInsert;
type PoolMemberRow = typeof poolMembers.$inferInsert;
type UserRow = typeof users.$inferInsert;

export const germanIds = {
  organization: deriveId('organization:lindenhof'),
  account: deriveId('account:lindenhof-berlin'),
  area: deriveId('area:lindenpark'),
  pool: deriveId('pool:lindenhof-default'),
  admin: deriveId('staff:admin-de'),
} as const;

/** The German area; its gigs copy these fields (german-gigs.ts). */
export const germanArea = {
  name: 'Seniorenresidenz Am Lindenpark',
  contact: 'Sabine Hartmann',
  contactEmails: ['lindenpark@lindenhof.example.de'],
  absenceInfo:
    'Kurzfristige Abwesenheiten bitte bis 6:45 Uhr, am Wochenende und an Feiertagen bis 7:00 Uhr, ' +
    'telefonisch bei der Schichtleitung melden.',
  locationDetails: 'Eingang über den Innenhof, bitte bei der Schichtleitung im 1. Obergeschoss melden.',
  streetAddress: 'Schönhauser Allee 112',
  postcode: '10439',
  city: 'Berlin',
  region: 'Berlin',
  latitude: 52.54862,
  longitude: 13.41342,
} as const;

export type GermanCareRole = (typeof germanCareRoles)[number];

export type GermanWorker = { id: string; profession: GermanCareRole };

/** German-speaking workers, each with a German role: who the German gigs book (german-gigs.ts). */
const workerDefinitions: readonly (readonly [string, string, GermanCareRole])[] = [
  ['Julia', 'Becker', 'Pflegefachkraft'],
  ['Thomas', 'Krüger', 'Pflegefachkraft'],
  ['Anna', 'Schneider', 'Pflegekraft'],
  ['Lukas', 'Wagner', 'Pflegekraft'],
  ['Mehmet', 'Yilmaz', 'Pflegehilfskraft (Stationär)'],
  ['Claudia', 'Fischer', 'Pflegehilfskraft (Häuslich)'],
  ['Stefan', 'Hoffmann', 'Arzt'],
  ['Laura', 'Schmidt', 'Physiotherapeut'],
  ['Markus', 'Weber', 'Psychologe'],
];

export const germanWorkers: readonly GermanWorker[] = workerDefinitions.map(([first, last, profession]) => ({
  id: deriveId(`worker:de:${first}.${last}`),
  profession,
}));

export function germanWorkerOf(profession: GermanCareRole, index = 0): string {
  const worker = germanWorkers.filter((candidate) => candidate.profession === profession)[index];
  if (!worker) {
    throw new Error(`no German demo worker ${profession} #${index}`);
  }
  return worker.id;
}

export function buildGermanTenancy(createdAt: Date): {
  organizations: OrganizationRow[];
  accounts: AccountRow[];
  pools: PoolRow[];
  areas: AreaRow[];
  poolAreas: PoolAreaRow[];
} {
  const { contactEmails, ...area } = germanArea;
  return {
    // A German employer: no Finnish Incomes Register details (pension policy, payroll contact) to seed.
    organizations: [{ id: germanIds.organization, name: 'Pflegedienst Lindenhof GmbH', createdAt }],
    accounts: [
      {
        id: germanIds.account,
        organizationId: germanIds.organization,
        name: 'Pflegedienst Lindenhof Berlin',
        // A German account has no Finnish business id (Y-tunnus).
        businessId: null,
        country: 'DE',
        unpaidTime: 30,
        minHoursWithBreak: 6,
        createdAt,
        updatedAt: createdAt,
      },
    ],
    pools: [
      {
        id: germanIds.pool,
        accountId: germanIds.account,
        name: 'Standardpool',
        isDefault: true,
        createdAt,
        updatedAt: createdAt,
      },
    ],
    areas: [
      {
        ...area,
        id: germanIds.area,
        accountId: germanIds.account,
        categories: ['vanhustenhoito'],
        contactEmails: [...contactEmails],
        confirmationEmails: [...contactEmails],
        confirmationSameAsContact: true,
        poolId: germanIds.pool,
        status: 'active',
        createdAt,
        updatedAt: createdAt,
      },
    ],
    poolAreas: [{ poolId: germanIds.pool, areaId: germanIds.area }],
  };
}

/** The German admin (German locale) and the German workers, all in the German account's default pool. */
export function buildGermanUsers(
  passwordHash: string,
  createdAt: Date,
): { users: UserRow[]; poolMembers: PoolMemberRow[] } {
  const tenancy = { organizationId: germanIds.organization, accountId: germanIds.account };
  const staff: UserRow[] = germanDemoUsers.map((user) => ({
    ...tenancy,
    id: germanIds.admin,
    email: user.email,
    passwordHash,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: '+4915100000001',
    locale: 'de',
    confirmed: true,
    status: 'accepted',
    createdAt,
    updatedAt: createdAt,
  }));
  const workers: UserRow[] = workerDefinitions.map(([firstName, lastName, profession], index) => ({
    ...tenancy,
    id: germanWorkers[index]?.id ?? '',
    email: `${firstName}.${lastName}@example.de`.toLowerCase().replace('ü', 'ue'),
    passwordHash: null,
    role: 'worker',
    firstName,
    lastName,
    mobile: `+4917000000${String(index + 10)}`,
    locale: 'de',
    profession,
    employmentType: index % 2 === 0 ? 'gig-worker' : 'part-time',
    confirmed: true,
    love: false,
    status: 'accepted',
    stepGroup: null,
    stepState: null,
    workContractSent: true,
    workContractSigned: true,
    addressRegion: germanArea.region,
    addressCity: germanArea.city,
    birthday: `19${80 + index}-0${(index % 9) + 1}-15`,
    residency: 'DE',
    applicationSeeking: ['keikkatyö'],
    applicationStart: null,
    createdAt,
    updatedAt: createdAt,
  }));
  return {
    users: [...staff, ...workers],
    poolMembers: workers.map((worker) => ({ poolId: germanIds.pool, userId: worker.id ?? '', createdAt })),
  };
}
