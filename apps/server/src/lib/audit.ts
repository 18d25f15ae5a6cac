import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/audit.schema';

export type AuditEntry = {
  actorId: string | null;
  accountId: string | null;
  action: string;
  subject: string;
  subjectId: string | null;
  changes?: Record<string, unknown>;
};

/** Records a mutation; call it inside the transaction of the change so both land or neither does. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}
