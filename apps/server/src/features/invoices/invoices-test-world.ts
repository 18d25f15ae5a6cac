import type { InvoiceStatus } from '@portal/domain/billing';
import type { RateEntry } from '@portal/domain/customer-contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';
import { type InvoiceParty, invoiceLines, invoices } from '../../db/schema/invoices.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { buildArea, buildShift, buildTenancy, buildWorker } from '../../testing/factories';
import { takeInvoiceNumber } from './invoices.repository';
import { referenceOfNumber } from './use-cases/send-invoice';

// Test code: the seed-independent world the invoice tests (and the access-matrix fixtures) build on.

/** Seller details a send needs: a valid business id, a Finnish IBAN and a BIC. */
export const testSeller = {
  legalName: 'Hoivapalvelu Testi Oy',
  businessId: '0737546-2',
  iban: 'FI4950009420028730',
  bic: 'OKOYFIHH',
};
export const testInvoiceEmail = 'laskut@asiakas.example';

/** Gives the account's organization the seller's details and the account an invoice e-mail. */
export async function giveBillingDetails(db: Executor, accountId: string): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  await db
    .update(organizations)
    .set(testSeller)
    .where(eq(organizations.id, account?.organizationId as string));
  await db.update(accounts).set({ invoiceEmail: testInvoiceEmail }).where(eq(accounts.id, accountId));
}

export type TestVersion = { validFrom: string; prices: RateEntry[] };

export async function buildContract(
  db: Executor,
  accountId: string,
  versions: TestVersion[],
  terms: { vatTreatment?: 'standard' | 'exempt'; vatExemptionBasis?: string; name?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(customerContracts)
    .values({
      accountId,
      name: terms.name ?? 'Palvelukoti Koivula',
      collectiveAgreement: 'sote',
      vatTreatment: terms.vatTreatment ?? 'standard',
      vatExemptionBasis: terms.vatExemptionBasis ?? null,
      validFrom: versions[0]?.validFrom ?? '2026-01-01',
    })
    .returning({ id: customerContracts.id });
  const contractId = row?.id as string;
  await db.insert(customerContractVersions).values(
    versions.map((version) => ({
      contractId,
      validFrom: version.validFrom,
      prices: version.prices,
      wages: [],
    })),
  );
  return contractId;
}

const party: InvoiceParty = {
  name: 'Testi',
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  email: testInvoiceEmail,
  iban: testSeller.iban,
  bic: testSeller.bic,
};

/** An invoice stored in a status (numbered unless a draft), with one line of 38 € + 25.5 % VAT. */
export async function insertInvoiceIn(
  db: Executor,
  accountId: string,
  contractId: string,
  status: InvoiceStatus,
): Promise<string> {
  const numbered = status !== 'draft' && status !== 'deleted';
  const number = numbered ? await takeInvoiceNumber(db, accountId) : null;
  const [row] = await db
    .insert(invoices)
    .values({
      accountId,
      contractId,
      status,
      number,
      referenceNumber: number === null ? null : referenceOfNumber(number),
      periodFrom: '2026-09-01',
      periodTo: '2026-09-30',
      invoiceDate: numbered ? '2026-11-01' : null,
      dueDate: numbered ? '2026-11-15' : null,
      paidOn: status === 'paid' ? '2026-11-10' : null,
      netCents: 3800,
      vatCents: 969,
      grossCents: 4769,
      seller: numbered ? party : null,
      buyer: numbered ? party : null,
      deletedAt: status === 'deleted' ? new Date('2026-11-02T10:00:00Z') : null,
    })
    .returning({ id: invoices.id });
  const id = row?.id as string;
  await db.insert(invoiceLines).values({
    invoiceId: id,
    position: 1,
    kind: 'base',
    description: 'Aamuvuoro',
    deliveryDay: '2026-09-15',
    quantityHundredths: 100,
    unitCents: 3800,
    netCents: 3800,
    vatCategory: 'standard',
    vatRateBasisPoints: 2550,
  });
  return id;
}

/** The tenancy world with billing details on A1, a worker and an area, and verified shifts on demand. */
export async function buildInvoiceWorld(db: Executor) {
  const world = await buildTenancy(db);
  const accountId = world.accountA1.id;
  await giveBillingDetails(db, accountId);
  const worker = await buildWorker(db, { accountId, firstName: 'Tiina', lastName: 'Tekijä' });
  const area = await buildArea(db, { accountId, name: 'Koivula A' });
  /** A verified shift of the contract between two instants (ISO with offset), worked as planned. */
  const addShift = (
    contractId: string,
    startsAt: string,
    endsAt: string,
    extra: {
      breakMinutes?: number;
      kilometres?: number;
      roleType?: string;
      status?: 'verified' | 'confirmed';
    } = {},
  ) =>
    buildShift(db, {
      accountId,
      areaId: area.id,
      contractId,
      title: 'Aamuvuoro',
      status: extra.status ?? 'verified',
      assignedTo: worker.id,
      roleType: extra.roleType ?? 'lähihoitaja',
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      breakMinutes: extra.breakMinutes ?? 0,
      kilometrikorvaus: extra.kilometres ?? null,
    });
  return { ...world, accountId, worker, area, addShift };
}
