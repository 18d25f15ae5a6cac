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

/** Inserts the story's worker (after seedDemoData). */
export async function seedHiringStory(db: Database): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!admin) {
    throw new Error('seed-hiring-story: the demo data has no admin');
  }
  const createdAt = new Date('2026-11-02T08:00:00Z');
  await db.insert(users).values({
    id: randomUUID(),
    role: 'worker',
    ...hiringStory.worker,
    locale: 'fi',
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
  });
}
