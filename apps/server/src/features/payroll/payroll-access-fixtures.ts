import type { Executor } from '../../db/client';
import { payrollLines, payrollLists, payrolls } from '../../db/schema/payroll.schema';
import { buildArea, buildShift, buildWorker } from '../../testing/factories';
import { testPersonalDataCipher } from '../../testing/test-personal-data-cipher';
import { buildWageContract, givePaymentDetails } from './payroll-test-world';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its payroll requests: in each
// account a list with a payroll to read and adjust, and a record a call for the routes that use one up
// (the matrix calls a route at most six times per account).

type Pool = 'delete' | 'startPaying' | 'payList' | 'markPaid' | 'removeAdjustment' | 'send';
type PayrollAccessFixture = {
  listId: string;
  payrollId: string;
  pools: Record<Pool, string[]>;
  used: Record<Pool, number>;
};

const fixtures = new Map<string, PayrollAccessFixture>();
const perPool = 8;

async function insertList(
  db: Executor,
  accountId: string,
  values: { kind?: 'regular' | 'quick'; stage?: string } = {},
) {
  const [row] = await db
    .insert(payrollLists)
    .values({
      accountId,
      periodFrom: '2026-09-01',
      periodTo: '2026-09-30',
      paymentDate: '2026-10-15',
      ...values,
    })
    .returning({ id: payrollLists.id });
  return row?.id as string;
}

async function insertPayroll(db: Executor, accountId: string, payrollListId: string, workerId: string) {
  const [row] = await db
    .insert(payrolls)
    .values({ accountId, payrollListId, workerId })
    .returning({ id: payrolls.id });
  return row?.id as string;
}

async function prepareAccount(db: Executor, accountId: string): Promise<PayrollAccessFixture> {
  // The test apps' key, so the sealed details open there.
  const cipher = testPersonalDataCipher;
  const worker = await buildWorker(db, { accountId });
  await givePaymentDetails(db, cipher, worker.id);
  const contractId = await buildWageContract(db, accountId);
  const area = await buildArea(db, { accountId });
  const listId = await insertList(db, accountId);
  const payrollId = await insertPayroll(db, accountId, listId, worker.id);
  const pools: Record<Pool, string[]> = {
    delete: [],
    startPaying: [],
    payList: [],
    markPaid: [],
    removeAdjustment: [],
    send: [],
  };
  for (let index = 0; index < perPool; index += 1) {
    pools.delete.push(await insertList(db, accountId));
    pools.startPaying.push(await insertList(db, accountId, { kind: 'quick', stage: 'sent' }));
    const payList = await insertList(db, accountId);
    await insertPayroll(db, accountId, payList, worker.id);
    pools.payList.push(payList);
    pools.markPaid.push(await insertPayroll(db, accountId, await insertList(db, accountId), worker.id));
    const [line] = await db
      .insert(payrollLines)
      .values({
        accountId,
        payrollId,
        position: 10_001 + index,
        kind: 'adjustment',
        incomeType: 201,
        grossCents: 100,
        reason: 'Matriisi',
      })
      .returning({ id: payrollLines.id });
    pools.removeAdjustment.push(line?.id as string);
    const day = `2026-11-${String(index + 1).padStart(2, '0')}`;
    const shift = await buildShift(db, {
      accountId,
      areaId: area.id,
      contractId,
      status: 'verified',
      assignedTo: worker.id,
      startsAt: new Date(`${day}T06:00:00Z`),
      endsAt: new Date(`${day}T10:00:00Z`),
      breakMinutes: 0,
      boosted: true,
      boostType: 'quick',
      boostValue: 10,
    });
    pools.send.push(shift.id);
  }
  const used = { delete: 0, startPaying: 0, payList: 0, markPaid: 0, removeAdjustment: 0, send: 0 };
  return { listId, payrollId, pools, used };
}

export async function preparePayrollAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (!fixtures.has(accountId)) {
      fixtures.set(accountId, await prepareAccount(db, accountId));
    }
  }
}

function fixtureOf(accountId: string): PayrollAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`payroll access fixtures not prepared for ${accountId}`);
  }
  return fixture;
}

export const payrollAccessFixtures = {
  listId: (accountId: string) => fixtureOf(accountId).listId,
  payrollId: (accountId: string) => fixtureOf(accountId).payrollId,
  /** The next unused record of a pool (the matrix sends each call of a using-up route its own). */
  next(accountId: string, pool: Pool): string {
    const fixture = fixtureOf(accountId);
    const id = fixture.pools[pool][fixture.used[pool] % perPool] as string;
    fixture.used[pool] += 1;
    return id;
  },
};
