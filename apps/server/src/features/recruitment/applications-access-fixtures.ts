import type { Executor } from '../../db/client';
import { buildApplicant } from './applicant-factory';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its application requests: in
// each account one applicant to read, save and call (a reached call does not move it), and applicants
// used up one a call: moved applied → licence_confirmed, or confirmed as workers.

type ApplicationsAccessFixture = {
  applicantId: string;
  movable: string[];
  confirmable: string[];
  used: number;
};

const fixtures = new Map<string, ApplicationsAccessFixture>();
/** More than the calls a row makes on one account (anonymous and five roles). */
const usable = 8;

/** Creates the applicants the matrix requests use, once per account. */
export async function prepareApplicationsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const email = (name: string) => `matriisi.${name}.${accountId.slice(0, 8)}@example.fi`;
    const main = await buildApplicant(db, { accountId, email: email('hakija') });
    const movable: string[] = [];
    const confirmable: string[] = [];
    for (let index = 0; index < usable; index += 1) {
      movable.push((await buildApplicant(db, { accountId, email: email(`siirto${index}`) })).id);
      const ready = await buildApplicant(db, {
        accountId,
        email: email(`vahvistus${index}`),
        step: 'licence_confirmed',
      });
      confirmable.push(ready.id);
    }
    fixtures.set(accountId, { applicantId: main.id, movable, confirmable, used: 0 });
  }
}

function fixtureOf(accountId: string): ApplicationsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`application access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const applicationsAccessFixtures = {
  applicantId: (accountId: string) => fixtureOf(accountId).applicantId,
  /** A fresh applicant in step applied (each call its own, so every allowed move succeeds). */
  nextMovable: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    fixture.used += 1;
    return fixture.movable[fixture.used % usable] as string;
  },
  /** A fresh unconfirmed applicant whose licence was checked. */
  nextConfirmable: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    fixture.used += 1;
    return fixture.confirmable[fixture.used % usable] as string;
  },
  /** The main applicant's details as the form saves them (its own e-mail, so the save always passes). */
  body: (accountId: string) => ({
    firstName: 'Maija',
    lastName: 'Hakija',
    email: `matriisi.hakija.${accountId.slice(0, 8)}@example.fi`,
    mobile: '040 123 4567',
    birthday: '1990-02-01',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    profession: 'sairaanhoitaja',
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2026-12-01',
    applicationEnd: null,
    gender: null,
    permits: [],
    languages: ['suomi'],
    drivingLicence: true,
    hasCar: false,
    degree: null,
    studyType: null,
    credits: null,
    assignedTo: null,
  }),
};
