import { isJobAdListed } from '@portal/domain/job-ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { jobAds } from '../schema/job-ads.schema';
import { seedDemoData } from './demo-seed';
import { seedIds } from './ids';

const now = new Date('2026-11-28T09:15:00Z');

// Issue 16 §3: /apply shows ads right after start, and HR finds a draft to finish.
describe('the demo job ads', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('gives the main account three listed ads and one draft', async () => {
    const rows = await connection.db.select().from(jobAds);
    expect(rows.every((row) => row.accountId === seedIds.accounts.south)).toBe(true);
    expect(rows.filter((row) => isJobAdListed(row, '2026-11-28'))).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'draft')).toHaveLength(1);
    expect(rows.filter((row) => row.questions.length > 0).map((row) => row.questions)).toEqual([
      ['Onko sinulla voimassa oleva hygieniapassi?', 'Mihin aikaan voit aloittaa?'],
    ]);
  });
});
