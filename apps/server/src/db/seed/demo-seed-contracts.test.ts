import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { areas } from '../schema/areas.schema';
import { customerContracts } from '../schema/billing.schema';
import { gigs, shifts } from '../schema/shifts.schema';
import { seedDemoData } from './demo-seed';

// Early in a month, so the random gigs of the last two weeks reach into the previous month too.
const now = new Date('2026-03-03T09:15:00Z');

// Issue 13: every demo area, gig and shift names its customer contract, and an admin can invoice the
// previous calendar month right after `npm run dev`.
describe('the demo customer contracts in use', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('names a live customer contract of the same account on every area, gig and shift', async () => {
    const contractRows = await connection.db.select().from(customerContracts);
    const areaRows = await connection.db.select().from(areas);
    const gigRows = await connection.db.select().from(gigs);
    const shiftRows = await connection.db.select().from(shifts);
    for (const area of areaRows) {
      const contract = contractRows.find((candidate) => candidate.id === area.contractId);
      expect(contract?.accountId, area.name).toBe(area.accountId);
      expect(contract?.deletedAt).toBeNull();
    }
    for (const gig of gigRows) {
      expect(gig.contractId).toBe(areaRows.find((area) => area.id === gig.areaId)?.contractId);
    }
    for (const shift of shiftRows) {
      expect(shift.contractId).toBe(gigRows.find((gig) => gig.id === shift.gigId)?.contractId);
    }
  });

  it('has verified shifts of the previous calendar month under at least two contracts, to invoice', async () => {
    // The previous month is February 2026 (Helsinki time, UTC+2 in winter).
    const shiftRows = await connection.db.select().from(shifts);
    const lastMonth = shiftRows.filter(
      (shift) =>
        shift.status === 'verified' &&
        shift.assignedTo !== null &&
        shift.startsAt >= new Date('2026-01-31T22:00:00Z') &&
        shift.startsAt < new Date('2026-02-28T22:00:00Z'),
    );
    const contracts = new Set(lastMonth.map((shift) => shift.contractId));
    expect(contracts.size).toBeGreaterThanOrEqual(2);
    expect(lastMonth.length).toBeGreaterThanOrEqual(10);
  });
});
