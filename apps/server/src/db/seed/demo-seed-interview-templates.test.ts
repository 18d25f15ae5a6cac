import { interviewTemplateInputSchema } from '@portal/domain/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { interviews } from '../schema/interviews.schema';
import { seedDemoData } from './demo-seed';
import { seedIds } from './ids';

// Issue 16 §2: HR finds interview templates to pick from right after start.
describe('the demo interview templates', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now: new Date('2026-11-28T09:15:00Z'), cipher })).toEqual({
      seeded: true,
    });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('gives the main account two templates the template form would accept', async () => {
    const rows = await connection.db.select().from(interviews);
    expect(rows.map((row) => [row.accountId, row.isTemplate])).toEqual([
      [seedIds.accounts.south, true],
      [seedIds.accounts.south, true],
    ]);
    for (const row of rows) {
      expect(interviewTemplateInputSchema.safeParse(row).success).toBe(true);
    }
  });
});
