import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit.schema';
import { users } from '../../db/schema/users.schema';
import { paymentDetailsAuditSubject } from './worker-payment-details.repository';

/**
 * Audit entries about the worker in this account, newest first: entries whose subject is the worker, and
 * entries of other subjects (blocks, contracts, messages) that name it as `changes.workerId`.
 */
export async function findWorkerHistory(
  executor: Executor,
  filter: { accountId: string; workerId: string; limit: number },
) {
  return executor
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      subject: auditLog.subject,
      changes: auditLog.changes,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.accountId, filter.accountId),
        // Payment details are payroll data: agents read this history too, so their entries stay out.
        ne(auditLog.subject, paymentDetailsAuditSubject),
        or(
          eq(auditLog.subjectId, filter.workerId),
          sql`${auditLog.changes} ->> 'workerId' = ${filter.workerId}`,
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit);
}
