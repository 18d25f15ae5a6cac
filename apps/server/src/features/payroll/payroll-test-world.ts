import type { RateEntry } from '@portal/domain/customer-contracts';
import { hourKinds } from '@portal/domain/pay-rules';
import type { Executor } from '../../db/client';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';
import { workerPaymentDetails } from '../../db/schema/users.schema';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import { buildArea, buildShift, buildTenancy, buildWorker } from '../../testing/factories';

// Test code: the seed-independent world the payroll tests (and the access-matrix fixtures) build on.

/** A valid identity code and Finnish IBAN (check characters right), for workers who can be paid. */
export const testIdentityCode = '131052-308T';
export const testIban = 'FI4950009420028730';

/** Hourly wages in cents under SOTE: the same for every care role. */
export const testWages = { base: 2000, evening: 2300, night: 2600, saturday: 2500, sunday: 4000 } as const;

const wagesOf = (cents: Record<string, number>): RateEntry[] =>
  Object.entries(cents).map(([kind, value]) => ({
    careRole: null,
    kind: kind as RateEntry['kind'],
    cents: value,
  }));

/** A SOTE contract from 2026-01-01 paying `testWages` (every kind of hour has a wage unless `wages` says). */
export async function buildWageContract(
  db: Executor,
  accountId: string,
  wages: Record<string, number> = testWages,
): Promise<string> {
  const [row] = await db
    .insert(customerContracts)
    .values({
      accountId,
      name: 'Palvelukoti Koivula',
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
    })
    .returning({ id: customerContracts.id });
  const contractId = row?.id as string;
  await db.insert(customerContractVersions).values({
    contractId,
    validFrom: '2026-01-01',
    prices: hourKinds.map((kind) => ({ careRole: null, kind, cents: 4000 })),
    wages: wagesOf(wages),
  });
  return contractId;
}

/** Gives a worker an identity code and a bank account, sealed as the workers feature stores them. */
export async function givePaymentDetails(
  db: Executor,
  cipher: PersonalDataCipher,
  workerId: string,
  details: { identityCode?: string | null; iban?: string | null } = {},
): Promise<void> {
  const identityCode = details.identityCode === undefined ? testIdentityCode : details.identityCode;
  const iban = details.iban === undefined ? testIban : details.iban;
  await db.insert(workerPaymentDetails).values({
    workerId,
    identityCodeCipher: identityCode === null ? null : cipher.encrypt(identityCode),
    ibanCipher: iban === null ? null : cipher.encrypt(iban),
    bic: 'OKOYFIHH',
  });
}

export type TestShiftExtra = {
  status?: 'verified' | 'confirmed' | 'booked';
  contractId?: string | null;
  breakMinutes?: number;
  kilometres?: number;
  quickBoostEuros?: number;
  workDayType?: string;
  title?: string;
};

/** The tenancy world with a wage contract, an area, and two workers who can be paid, on A1. */
export async function buildPayrollWorld(db: Executor, cipher: PersonalDataCipher) {
  const world = await buildTenancy(db);
  const accountId = world.accountA1.id;
  const contractId = await buildWageContract(db, accountId);
  const area = await buildArea(db, { accountId, name: 'Koivula A' });
  const tiina = await buildWorker(db, { accountId, firstName: 'Tiina', lastName: 'Tekijä' });
  const pekka = await buildWorker(db, { accountId, firstName: 'Pekka', lastName: 'Puustinen' });
  await givePaymentDetails(db, cipher, tiina.id);
  await givePaymentDetails(db, cipher, pekka.id);
  /** A shift of a worker between two instants (ISO with offset), verified and worked as planned. */
  const addShift = (workerId: string, startsAt: string, endsAt: string, extra: TestShiftExtra = {}) =>
    buildShift(db, {
      accountId,
      areaId: area.id,
      contractId: extra.contractId === undefined ? contractId : extra.contractId,
      title: extra.title ?? 'Aamuvuoro',
      status: extra.status ?? 'verified',
      assignedTo: workerId,
      roleType: 'lähihoitaja',
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      breakMinutes: extra.breakMinutes ?? 0,
      kilometrikorvaus: extra.kilometres ?? null,
      workDayType: extra.workDayType ?? null,
      ...(extra.quickBoostEuros
        ? { boosted: true, boostType: 'quick' as const, boostValue: extra.quickBoostEuros }
        : {}),
    });
  return { ...world, accountId, contractId, area, tiina, pekka, addShift };
}
