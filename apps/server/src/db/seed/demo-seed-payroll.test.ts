import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { payrollLines, payrollLists, payrolls } from '../schema/payroll.schema';
import { shifts } from '../schema/shifts.schema';
import { workerPaymentDetails } from '../schema/users.schema';
import { seedDemoData } from './demo-seed';
import { seedIds } from './ids';

// After the 10th: last month's list is already paid (10.11.2026 is a Tuesday).
const now = new Date('2026-11-28T09:15:00Z');

// Issue 14: an admin finds a paid payroll list of last month, and its wage reports to make, right after start.
describe('the demo payroll', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("pays last month's verified work of the main account on the 10th, every payroll paid", async () => {
    const [list, ...others] = await connection.db.select().from(payrollLists);
    expect(others).toHaveLength(0);
    expect(list).toMatchObject({
      accountId: seedIds.accounts.south,
      kind: 'regular',
      stage: 'paid',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      paymentDate: '2026-11-10',
    });
    const listPayrolls = await connection.db
      .select()
      .from(payrolls)
      .where(eq(payrolls.payrollListId, list?.id ?? ''));
    expect(listPayrolls.length).toBeGreaterThanOrEqual(3);
    for (const payroll of listPayrolls) {
      expect(payroll).toMatchObject({ status: 'paid', paidOn: '2026-11-10' });
      expect(payroll.grossCents).toBeGreaterThan(0);
    }
  });

  it('leaves out the shifts of workers without an identity code or a bank account', async () => {
    const complete = await connection.db.select().from(workerPaymentDetails);
    const paidShiftIds = (await connection.db.select({ id: payrollLines.shiftId }).from(payrollLines)).map(
      (line) => line.id,
    );
    const paidShifts = await connection.db
      .select({ workerId: shifts.assignedTo })
      .from(shifts)
      .where(
        inArray(
          shifts.id,
          paidShiftIds.filter((id) => id !== null),
        ),
      );
    const payable = new Set(
      complete.filter((row) => row.identityCodeCipher && row.ibanCipher).map((row) => row.workerId),
    );
    expect(paidShifts.length).toBeGreaterThan(0);
    for (const shift of paidShifts) {
      expect(payable.has(shift.workerId ?? '')).toBe(true);
    }
  });
});
