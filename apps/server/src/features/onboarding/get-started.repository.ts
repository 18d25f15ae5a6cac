import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { onboardingChecklists } from '../../db/schema/onboarding.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type ChecklistRow = typeof onboardingChecklists.$inferSelect;

export async function insertChecklist(
  executor: Executor,
  values: typeof onboardingChecklists.$inferInsert,
): Promise<ChecklistRow> {
  const [row] = await executor.insert(onboardingChecklists).values(values).returning();
  if (!row) {
    throw new Error('onboarding checklist insert returned no row');
  }
  return row;
}

export async function findChecklistByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<ChecklistRow | null> {
  const query = executor
    .select()
    .from(onboardingChecklists)
    .where(eq(onboardingChecklists.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateChecklist(
  executor: Executor,
  id: string,
  values: Partial<typeof onboardingChecklists.$inferInsert>,
): Promise<ChecklistRow> {
  const [row] = await executor
    .update(onboardingChecklists)
    .set(values)
    .where(eq(onboardingChecklists.id, id))
    .returning();
  if (!row) {
    throw new Error(`onboarding checklist ${id} vanished during update`);
  }
  return row;
}

/** The worker as the checklist shows them (read from personnel's table; written only through workers.api). */
export async function findChecklistWorker(executor: Executor, workerId: string) {
  const [row] = await executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      addressCity: users.addressCity,
      birthday: users.birthday,
      workContractSent: users.workContractSent,
      workContractSigned: users.workContractSigned,
      company: accounts.name,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, workerId));
  return row ?? null;
}

/** The worker's newest checklist in the account (HR's progress view); `withTaxCard`: the newest with a card. */
export async function findNewestChecklist(
  executor: Executor,
  ids: { accountId: string; workerId: string },
  options: { withTaxCard?: boolean } = {},
): Promise<ChecklistRow | null> {
  const [row] = await executor
    .select()
    .from(onboardingChecklists)
    .where(
      and(
        eq(onboardingChecklists.accountId, ids.accountId),
        eq(onboardingChecklists.workerId, ids.workerId),
        options.withTaxCard ? isNotNull(onboardingChecklists.taxCardFileKey) : undefined,
      ),
    )
    .orderBy(desc(onboardingChecklists.createdAt), desc(onboardingChecklists.id))
    .limit(1);
  return row ?? null;
}
