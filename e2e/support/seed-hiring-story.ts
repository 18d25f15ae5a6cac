import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema/users.schema';
import { seedIds } from '../../apps/server/src/db/seed/ids';

/**
 * Issue 15's end-to-end story (specs/hiring.spec.ts): a new worker of the main demo account, made only for
 * it, who has no contract yet (step waiting_for_contract). HR asks her for documents and sends her the
 * employment contract; she answers and signs from the links she gets, on a phone.
 */
export const hiringStory = {
  accountId: seedIds.accounts.south,
  worker: {
    firstName: 'Helmi',
    lastName: 'Hakkarainen',
    email: 'helmi.hakkarainen@tyontekijat.example',
    mobile: '+358401234567',
  },
} as const;

export const hiringWorkerName = `${hiringStory.worker.firstName} ${hiringStory.worker.lastName}`;

/** specs/onboarding.spec.ts: another new worker, who goes through get-started and the TB survey. */
export const onboardingWorker = {
  firstName: 'Tuula',
  lastName: 'Tulokas',
  email: 'tuula.tulokas@tyontekijat.example',
  mobile: '+358401234568',
} as const;

export const onboardingWorkerName = `${onboardingWorker.firstName} ${onboardingWorker.lastName}`;

/** Inserts the stories' workers (after seedDemoData). */
export async function seedHiringStory(db: Database): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!admin) {
    throw new Error('seed-hiring-story: the demo data has no admin');
  }
  const createdAt = new Date('2026-11-02T08:00:00Z');
  await db.insert(users).values(
    [hiringStory.worker, onboardingWorker].map((worker) => ({
      id: randomUUID(),
      role: 'worker' as const,
      ...worker,
      locale: 'fi' as const,
      organizationId: admin.organizationId,
      accountId: hiringStory.accountId,
      profession: 'sairaanhoitaja',
      confirmed: true,
      status: 'accepted',
      stepGroup: 'contract',
      stepState: 'waiting_for_contract',
      residency: 'FI',
      createdAt,
      updatedAt: createdAt,
    })),
  );
}
