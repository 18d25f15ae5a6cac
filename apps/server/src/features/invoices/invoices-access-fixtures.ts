import { hourKinds } from '@portal/domain/pay-rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';
import { type InvoiceParty, invoiceLines, invoices } from '../../db/schema/invoices.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { buildArea, buildShift } from '../../testing/factories';
import { takeInvoiceNumber } from './invoices.repository';
import { referenceOfNumber } from './use-cases/send-invoice';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its invoice requests: in each
// account a contract with verified shifts on days of their own (one draft a call), an invoice to read and
// edit, and invoices in the status each action starts from, one a call (the matrix calls a route at most
// six times per account).

type Pool = 'send' | 'delete' | 'paid' | 'unpaid' | 'credit' | 'create';
type InvoicesAccessFixture = {
  contractId: string;
  readId: string;
  pools: Record<Pool, string[]>;
  used: Record<Pool, number>;
};

const fixtures = new Map<string, InvoicesAccessFixture>();
const perPool = 8;
/** The first day of the shifts the create requests draft, one a day. */
const firstShiftDay = 1;

/** The seller and buyer details a send needs (valid business id, Finnish IBAN, BIC, an invoice e-mail). */
export const matrixSeller = {
  legalName: 'Hoivapalvelu Matriisi Oy',
  businessId: '0737546-2',
  iban: 'FI4950009420028730',
  bic: 'OKOYFIHH',
};

const party: InvoiceParty = {
  name: 'Matriisi',
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  email: 'laskut@test.example',
  iban: matrixSeller.iban,
  bic: matrixSeller.bic,
};

export const matrixShiftDay = (index: number) => `2026-10-${String(firstShiftDay + index).padStart(2, '0')}`;

async function buildInvoice(
  db: Executor,
  accountId: string,
  contractId: string,
  status: 'draft' | 'sent' | 'paid',
): Promise<string> {
  const number = status === 'draft' ? null : await takeInvoiceNumber(db, accountId);
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
      invoiceDate: number === null ? null : '2026-11-01',
      dueDate: number === null ? null : '2026-11-15',
      paidOn: status === 'paid' ? '2026-11-10' : null,
      netCents: 3800,
      vatCents: 969,
      grossCents: 4769,
      seller: number === null ? null : party,
      buyer: number === null ? null : party,
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

async function prepareAccount(db: Executor, accountId: string): Promise<InvoicesAccessFixture> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  await db
    .update(organizations)
    .set(matrixSeller)
    .where(eq(organizations.id, account?.organizationId as string));
  await db.update(accounts).set({ invoiceEmail: 'laskut@test.example' }).where(eq(accounts.id, accountId));
  const [contract] = await db
    .insert(customerContracts)
    .values({
      accountId,
      name: 'Matriisin sopimus',
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
    })
    .returning({ id: customerContracts.id });
  const contractId = contract?.id as string;
  await db.insert(customerContractVersions).values({
    contractId,
    validFrom: '2026-01-01',
    prices: hourKinds.map((kind) => ({ careRole: null, kind, cents: 3800 })),
    wages: [],
  });
  const area = await buildArea(db, { accountId });
  const pools: Record<Pool, string[]> = {
    send: [],
    delete: [],
    paid: [],
    unpaid: [],
    credit: [],
    create: [],
  };
  for (let index = 0; index < perPool; index += 1) {
    // A morning in October 2026 (every kind of hour has a price, so a weekend day drafts too).
    await buildShift(db, {
      accountId,
      areaId: area.id,
      contractId,
      status: 'verified',
      startsAt: new Date(`${matrixShiftDay(index)}T05:00:00Z`),
      endsAt: new Date(`${matrixShiftDay(index)}T09:00:00Z`),
      breakMinutes: 0,
    });
    pools.create.push(matrixShiftDay(index));
    pools.send.push(await buildInvoice(db, accountId, contractId, 'draft'));
    pools.delete.push(await buildInvoice(db, accountId, contractId, 'draft'));
    pools.paid.push(await buildInvoice(db, accountId, contractId, 'sent'));
    pools.unpaid.push(await buildInvoice(db, accountId, contractId, 'paid'));
    pools.credit.push(await buildInvoice(db, accountId, contractId, 'sent'));
  }
  const readId = await buildInvoice(db, accountId, contractId, 'draft');
  const used = { send: 0, delete: 0, paid: 0, unpaid: 0, credit: 0, create: 0 };
  return { contractId, readId, pools, used };
}

/** Creates the records the matrix requests use, once per account. */
export async function prepareInvoicesAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (!fixtures.has(accountId)) {
      fixtures.set(accountId, await prepareAccount(db, accountId));
    }
  }
}

function fixtureOf(accountId: string): InvoicesAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`invoice access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const invoicesAccessFixtures = {
  contractId: (accountId: string) => fixtureOf(accountId).contractId,
  readId: (accountId: string) => fixtureOf(accountId).readId,
  /** The next record of a pool not used before (wrapping around after eight). */
  next: (accountId: string, pool: Pool) => {
    const fixture = fixtureOf(accountId);
    const value = fixture.pools[pool][fixture.used[pool] % perPool] as string;
    fixture.used[pool] += 1;
    return value;
  },
};
