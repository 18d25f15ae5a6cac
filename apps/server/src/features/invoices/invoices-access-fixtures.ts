import { hourKinds } from '@portal/domain/pay-rules';
import type { Executor } from '../../db/client';
import { buildArea, buildShift } from '../../testing/factories';
import { insertInvoiceWithLine, insertOpenDispute } from './invoice-disputes-test-world';
import { buildContract, giveBillingDetails, insertInvoiceIn } from './invoices-test-world';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its invoice requests: in each
// account a contract with verified shifts on days of their own (one draft a call), an invoice to read and
// edit, and invoices in the status each action starts from, one a call (the matrix calls a route at most
// six times per account).

type Pool =
  | 'send'
  | 'delete'
  | 'paid'
  | 'unpaid'
  | 'credit'
  | 'create'
  | 'dispute'
  | 'creditDispute'
  | 'rejectDispute';
type InvoicesAccessFixture = {
  contractId: string;
  readId: string;
  draftId: string;
  pools: Record<Pool, string[]>;
  used: Record<Pool, number>;
};

const fixtures = new Map<string, InvoicesAccessFixture>();
const perPool = 8;

export const matrixShiftDay = (index: number) => `2026-10-${String(index + 1).padStart(2, '0')}`;

async function prepareAccount(db: Executor, accountId: string): Promise<InvoicesAccessFixture> {
  await giveBillingDetails(db, accountId);
  const contractId = await buildContract(db, accountId, [
    { validFrom: '2026-01-01', prices: hourKinds.map((kind) => ({ careRole: null, kind, cents: 3800 })) },
  ]);
  const area = await buildArea(db, { accountId });
  const pools: Record<Pool, string[]> = {
    send: [],
    delete: [],
    paid: [],
    unpaid: [],
    credit: [],
    create: [],
    dispute: [],
    creditDispute: [],
    rejectDispute: [],
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
    pools.send.push(await insertInvoiceIn(db, accountId, contractId, 'draft'));
    pools.delete.push(await insertInvoiceIn(db, accountId, contractId, 'draft'));
    pools.paid.push(await insertInvoiceIn(db, accountId, contractId, 'sent'));
    pools.unpaid.push(await insertInvoiceIn(db, accountId, contractId, 'paid'));
    pools.credit.push(await insertInvoiceIn(db, accountId, contractId, 'sent'));
    // Path tails: `<invoice>/lines/<line>` to dispute, `.../disputes/<dispute>` to answer.
    const line = await insertInvoiceWithLine(db, accountId, contractId, 'sent');
    pools.dispute.push(`${line.invoiceId}/lines/${line.lineId}`);
    for (const pool of ['creditDispute', 'rejectDispute'] as const) {
      const open = await insertOpenDispute(db, accountId, contractId);
      pools[pool].push(`${open.invoiceId}/lines/${open.lineId}/disputes/${open.disputeId}`);
    }
  }
  // A sent invoice to read (a customer sees no drafts), a draft to edit.
  const readId = await insertInvoiceIn(db, accountId, contractId, 'sent');
  const draftId = await insertInvoiceIn(db, accountId, contractId, 'draft');
  const used = {
    send: 0,
    delete: 0,
    paid: 0,
    unpaid: 0,
    credit: 0,
    create: 0,
    dispute: 0,
    creditDispute: 0,
    rejectDispute: 0,
  };
  return { contractId, readId, draftId, pools, used };
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
  draftId: (accountId: string) => fixtureOf(accountId).draftId,
  /** The next record of a pool not used before (wrapping around after eight). */
  next: (accountId: string, pool: Pool) => {
    const fixture = fixtureOf(accountId);
    const value = fixture.pools[pool][fixture.used[pool] % perPool] as string;
    fixture.used[pool] += 1;
    return value;
  },
};
