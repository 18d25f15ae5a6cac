import { irIncomeTypes } from '@portal/domain/incomes-register';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollLines, payrollLists, payrolls, wageReports } from '../../db/schema/payroll.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';
import { workerPaymentDetails } from '../../db/schema/users.schema';
import { createPersonalDataCipher, type PersonalDataCipher } from '../../lib/personal-data-cipher';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { testPersonalDataKey } from '../../testing/test-app';
import { giveBillingDetails } from '../invoices/invoices-test-world';

// Test code: paid payroll rows as features/payroll writes them (its code is not needed to test reports),
// workers' identity codes sealed with the instance's key, and reports in any state.

/** The cipher the test apps use (testing/test-app.ts sets PERSONAL_DATA_KEY). */
export function testCipher(): PersonalDataCipher {
  return createPersonalDataCipher(Buffer.from(testPersonalDataKey, 'base64'));
}

export async function giveIdentityCode(db: Executor, workerId: string, identityCode: string): Promise<void> {
  const cipher = testCipher();
  await db
    .insert(workerPaymentDetails)
    .values({ workerId, identityCodeCipher: cipher.encrypt(identityCode) })
    .onConflictDoUpdate({
      target: workerPaymentDetails.workerId,
      set: { identityCodeCipher: cipher.encrypt(identityCode) },
    });
}

export type TestPayLine = {
  kind: string;
  incomeType: number;
  grossCents: number;
  minutes?: number;
  unitCents?: number;
  baseUnitCents?: number;
  kilometreHundredths?: number;
  taxExempt?: boolean;
};

const { timeRatePay, eveningWorkCompensation, kilometreAllowanceTaxExempt } = irIncomeTypes;

/**
 * A worked example of a payroll's lines: 8 h base at €18.00 (€144.00), 2 evening hours at €20.70 of which
 * the base part €36.00 is time-rate pay and €5.40 the evening supplement, and 20 km at €0.55 (€11.00).
 * By income type: 201 €180.00, 206 €5.40, 311 €11.00 (20 km); gross €196.40.
 */
export const examplePayLines: TestPayLine[] = [
  {
    kind: 'base',
    incomeType: timeRatePay,
    minutes: 480,
    unitCents: 1800,
    baseUnitCents: 1800,
    grossCents: 14_400,
  },
  {
    kind: 'evening',
    incomeType: eveningWorkCompensation,
    minutes: 120,
    unitCents: 2070,
    baseUnitCents: 1800,
    grossCents: 4140,
  },
  {
    kind: 'kilometreAllowance',
    incomeType: kilometreAllowanceTaxExempt,
    kilometreHundredths: 2000,
    unitCents: 55,
    grossCents: 1100,
    taxExempt: true,
  },
];

/** A payroll list with one payroll of the worker, paid on `paymentDate` unless told otherwise. */
export async function insertPayroll(
  db: Executor,
  options: {
    accountId: string;
    workerId: string;
    paymentDate: string;
    lines?: TestPayLine[];
    status?: 'paid' | 'not-paid';
    deleted?: boolean;
  },
): Promise<string> {
  const lines = options.lines ?? examplePayLines;
  const paid = (options.status ?? 'paid') === 'paid';
  const [list] = await db
    .insert(payrollLists)
    .values({
      accountId: options.accountId,
      periodFrom: '2026-10-19',
      periodTo: '2026-11-01',
      paymentDate: options.paymentDate,
      stage: paid ? 'paid' : 'open',
      deletedAt: options.deleted ? new Date('2026-11-02T10:00:00Z') : null,
    })
    .returning({ id: payrollLists.id });
  const gross = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const [payroll] = await db
    .insert(payrolls)
    .values({
      accountId: options.accountId,
      payrollListId: list?.id as string,
      workerId: options.workerId,
      status: paid ? 'paid' : 'not-paid',
      paidOn: paid ? options.paymentDate : null,
      grossCents: gross,
    })
    .returning({ id: payrolls.id });
  await db.insert(payrollLines).values(
    lines.map((line, index) => ({
      accountId: options.accountId,
      payrollId: payroll?.id as string,
      position: index + 1,
      kind: line.kind,
      incomeType: line.incomeType,
      day: '2026-10-24',
      minutes: line.minutes ?? null,
      unitCents: line.unitCents ?? null,
      baseUnitCents: line.baseUnitCents ?? null,
      kilometreHundredths: line.kilometreHundredths ?? null,
      grossCents: line.grossCents,
      taxExempt: line.taxExempt ?? false,
    })),
  );
  return payroll?.id as string;
}

/** A report stored straight in a state (with a register reference when approved), for state tests. */
export async function insertWageReportIn(
  db: Executor,
  options: {
    accountId: string;
    workerId: string;
    paymentDate: string;
    status: string;
    invalidationMade?: boolean;
  },
): Promise<string> {
  const [row] = await db
    .insert(wageReports)
    .values({
      accountId: options.accountId,
      workerId: options.workerId,
      paymentDate: options.paymentDate,
      status: options.status,
      reportId: `WR-TEST-${crypto.randomUUID().slice(0, 18)}`,
      irReportId: options.status === 'approved' || options.status === 'invalidated' ? irReportIdOfTest : null,
      grossCents: 19_640,
      xml: '<wrtir:WageReportsRequestToIR/>',
      invalidationXml: options.invalidationMade ? '<itir:InvalidationsRequestToIR/>' : null,
    })
    .returning({ id: wageReports.id });
  return row?.id as string;
}

export const irReportIdOfTest = '3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a13';

/** The payer details of the reports, as an organization-admin saves them in the seller details. */
export const testPayerDetails = {
  pensionProviderCode: 46,
  pensionPolicyNo: '46-1234567X',
  payrollContactName: 'Paula Palkanlaskija',
  payrollContactTelephone: '+358401234567',
  payrollContactEmail: 'palkat@hoiva.example',
};

/** The seller details (a business id) and the payer details on the account's organization. */
export async function givePayerDetails(db: Executor, accountId: string): Promise<void> {
  await giveBillingDetails(db, accountId);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  await db
    .update(organizations)
    .set(testPayerDetails)
    .where(eq(organizations.id, account?.organizationId as string));
}

/** The tenancy world with the payer details on A1's organization and a worker with an identity code. */
export async function buildWageReportWorld(db: Executor) {
  const world = await buildTenancy(db);
  const accountId = world.accountA1.id;
  await givePayerDetails(db, accountId);
  const worker = await buildWorker(db, { accountId, firstName: 'Aino', lastName: 'Nieminen' });
  await giveIdentityCode(db, worker.id, '241095-1231');
  return { ...world, accountId, worker };
}
