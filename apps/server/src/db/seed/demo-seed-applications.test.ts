import { type ApplicationStep, canMoveApplication } from '@portal/domain/recruitment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPersonalDataCipher as cipher } from '../../testing/test-personal-data-cipher';
import { type DatabaseConnection, openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { applicationStepEvents, workerApplications } from '../schema/recruitment.schema';
import { seedDemoData } from './demo-seed';
import { seedIds } from './ids';

const now = new Date('2026-11-28T09:15:00Z');

// Issue 16 §2: the recruiter finds applications in several steps, each with a history the table allows.
describe('the demo applications', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openPglite();
    await migrateDatabase(connection);
    expect(await seedDemoData(connection.db, { now, cipher })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('spreads the main account’s applicants over the steps, every history along the table', async () => {
    const applications = await connection.db.select().from(workerApplications);
    const main = applications.filter((row) => row.accountId === seedIds.accounts.south);
    expect(new Set(main.map((row) => row.step)).size).toBeGreaterThanOrEqual(4);
    const events = await connection.db.select().from(applicationStepEvents);
    for (const application of applications) {
      const history = events
        .filter((event) => event.applicantId === application.userId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(history[0]?.fromStep).toBeNull();
      expect(history.at(-1)?.toStep).toBe(application.step);
      for (const event of history.slice(1)) {
        expect(canMoveApplication(event.fromStep as ApplicationStep, event.toStep as ApplicationStep)).toBe(
          true,
        );
      }
    }
  });
});
