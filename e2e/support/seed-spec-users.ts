import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { openPglite } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { userAreas, users } from '../../apps/server/src/db/schema/users.schema';
import { seedDemoData } from '../../apps/server/src/db/seed/demo-seed';
import { demoUsers } from '../../apps/server/src/db/seed/demo-users';
import { resolvePersonalDataKey } from '../../apps/server/src/features/auth/signing-secret';
import { createPersonalDataCipher } from '../../apps/server/src/lib/personal-data-cipher';
import { seedHiringStory } from './seed-hiring-story';
import { seedPayrollStory } from './seed-payroll-story';
import { seedRecruitmentStory } from './seed-recruitment-story';
import { allSpecKeys, specUserEmail } from './spec-users';

/**
 * Run by start-portal.sh before the portal opens the same embedded database: migrates it, seeds the demo
 * data (as the portal would on its first start) and adds every spec's own copy of the demo staff users
 * (support/spec-users.ts). The portal then finds the data seeded and leaves it as it is.
 */
async function seedSpecUsers(dataDir: string): Promise<void> {
  const connection = await openPglite(dataDir);
  try {
    await migrateDatabase(connection);
    // The key the portal will read from the same database (or PERSONAL_DATA_KEY when the run sets one).
    const key = await resolvePersonalDataKey(connection.db, process.env.PERSONAL_DATA_KEY ?? null);
    const now = new Date();
    const cipher = createPersonalDataCipher(key);
    await seedDemoData(connection.db, { now, cipher });
    // Issue 14's story (specs/payroll.spec.ts): its own workers' verified shifts, on no payroll list yet.
    await seedPayrollStory(connection.db, cipher, now);
    // Issue 15's story (specs/hiring.spec.ts): a new worker with no contract and no documents yet.
    await seedHiringStory(connection.db);
    // Issue 16's story (specs/recruitment-pipeline.spec.ts): an applicant of today and a gig to book her on.
    await seedRecruitmentStory(connection.db, now);
    const demoEmails = demoUsers.map((user) => user.email.toLowerCase());
    const originals = await connection.db.select().from(users).where(inArray(users.email, demoEmails));
    const originalAreas = await connection.db
      .select()
      .from(userAreas)
      .where(
        inArray(
          userAreas.userId,
          originals.map((user) => user.id),
        ),
      );
    await connection.db.transaction(async (tx) => {
      for (const specKey of allSpecKeys()) {
        for (const original of originals) {
          const id = randomUUID();
          await tx.insert(users).values({ ...original, id, email: specUserEmail(original.email, specKey) });
          const areas = originalAreas.filter((row) => row.userId === original.id);
          if (areas.length > 0) {
            await tx.insert(userAreas).values(areas.map((row) => ({ ...row, userId: id })));
          }
        }
      }
    });
  } finally {
    await connection.close();
  }
}

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  throw new Error('seed-spec-users: DATA_DIR is not set');
}
await seedSpecUsers(dataDir);
