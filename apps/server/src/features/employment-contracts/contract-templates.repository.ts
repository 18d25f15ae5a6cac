import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contractTemplates } from '../../db/schema/employment-contracts.schema';

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;

export async function listTemplates(executor: Executor, accountId: string): Promise<ContractTemplateRow[]> {
  return executor
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.accountId, accountId), isNull(contractTemplates.archivedAt)))
    .orderBy(asc(contractTemplates.name), asc(contractTemplates.locale));
}

export async function findTemplate(
  executor: Executor,
  accountId: string,
  templateId: string,
): Promise<ContractTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.id, templateId), eq(contractTemplates.accountId, accountId)));
  return row ?? null;
}

export async function insertTemplate(
  executor: Executor,
  values: typeof contractTemplates.$inferInsert,
): Promise<ContractTemplateRow> {
  const [row] = await executor.insert(contractTemplates).values(values).returning();
  if (!row) {
    throw new Error('contract template insert returned no row');
  }
  return row;
}

export async function updateTemplate(
  executor: Executor,
  templateId: string,
  values: Partial<typeof contractTemplates.$inferInsert>,
): Promise<ContractTemplateRow> {
  const [row] = await executor
    .update(contractTemplates)
    .set(values)
    .where(eq(contractTemplates.id, templateId))
    .returning();
  if (!row) {
    throw new Error(`contract template ${templateId} vanished during update`);
  }
  return row;
}
