import { addDays } from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { payerSummaryReports } from '../../db/schema/payroll.schema';
import { buildWorker } from '../../testing/factories';
import {
  giveIdentityCode,
  givePayerDetails,
  insertPayroll,
  insertWageReportIn,
} from './wage-reports-test-world';

// Records the access-matrix test names in its wage report requests: in each account a worker with an
// identity code and paid payrolls on payment dates of their own (one a make call), reports in the state
// each action starts from (one a call), a report to read and a separate report to answer.

type Pool = 'make' | 'lose' | 'replace' | 'invalidate' | 'summaryMonth' | 'summaryLose';
type Fixture = {
  readId: string;
  summaryReadId: string;
  pools: Record<Pool, string[]>;
  used: Record<Pool, number>;
};

const fixtures = new Map<string, Fixture>();
const perPool = 8;

async function prepareAccount(db: Executor, accountId: string): Promise<Fixture> {
  await givePayerDetails(db, accountId);
  const worker = await buildWorker(db, { accountId });
  await giveIdentityCode(db, worker.id, '241095-1231');
  const pools: Record<Pool, string[]> = {
    make: [],
    lose: [],
    replace: [],
    invalidate: [],
    summaryMonth: [],
    summaryLose: [],
  };
  for (let index = 0; index <= perPool; index += 1) {
    const paymentDate = addDays('2026-09-01', index);
    await insertPayroll(db, { accountId, workerId: worker.id, paymentDate });
    pools.make.push(paymentDate);
    const report = (status: string) =>
      insertWageReportIn(db, { accountId, workerId: worker.id, paymentDate: '2026-08-14', status });
    pools.lose.push(await report('sent'));
    pools.invalidate.push(await report('approved'));
    // A replacement is built from the paid lines of its payment date.
    const replaceDate = addDays('2026-10-01', index);
    await insertPayroll(db, { accountId, workerId: worker.id, paymentDate: replaceDate });
    pools.replace.push(
      await insertWageReportIn(db, {
        accountId,
        workerId: worker.id,
        paymentDate: replaceDate,
        status: 'approved',
      }),
    );
    pools.summaryMonth.push(`2025-${String(index + 1).padStart(2, '0')}`);
    const [summary] = await db
      .insert(payerSummaryReports)
      .values({
        accountId,
        month: '2024-01-01',
        reportId: `PSR-TEST-${index}-${accountId.slice(0, 8)}`,
        xml: '<x/>',
      })
      .returning({ id: payerSummaryReports.id });
    pools.summaryLose.push(summary?.id as string);
  }
  const readId = await insertWageReportIn(db, {
    accountId,
    workerId: worker.id,
    paymentDate: '2026-08-14',
    status: 'approved',
    invalidationMade: true,
  });
  const summaryReadId = pools.summaryLose.pop() as string;
  const used = { make: 0, lose: 0, replace: 0, invalidate: 0, summaryMonth: 0, summaryLose: 0 };
  return { readId, summaryReadId, pools, used };
}

export async function prepareWageReportsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (!fixtures.has(accountId)) {
      fixtures.set(accountId, await prepareAccount(db, accountId));
    }
  }
}

function fixtureOf(accountId: string): Fixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`wage report access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const wageReportsAccessFixtures = {
  readId: (accountId: string) => fixtureOf(accountId).readId,
  summaryReadId: (accountId: string) => fixtureOf(accountId).summaryReadId,
  next: (accountId: string, pool: Pool) => {
    const fixture = fixtureOf(accountId);
    const value = fixture.pools[pool][fixture.used[pool] % perPool] as string;
    fixture.used[pool] += 1;
    return value;
  },
};
