import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { enqueueMail } from '../outbox/outbox.api';
import { renderWelcomeMail } from './welcome-mail';
import { findAccount, markWelcomeSent, type WorkerRow } from './workers.repository';

/**
 * Queues the welcome e-mail in the worker's language and stamps it, so it never goes twice (the
 * personnel form and confirming an applicant both call this when confirmed turns true).
 */
export async function queueWelcomeMail(
  executor: Executor,
  { accountId, actorId, worker, at }: { accountId: string; actorId: string; worker: WorkerRow; at: Date },
): Promise<WorkerRow> {
  const account = await findAccount(executor, accountId);
  const locale = worker.locale ?? 'fi';
  const mail = await renderWelcomeMail(executor, accountId, locale, worker.firstName, account?.name ?? '');
  await enqueueMail(executor, { accountId, to: worker.email, ...mail, kind: 'welcome' });
  const stamped = await markWelcomeSent(executor, worker.id, at);
  await recordAudit(executor, {
    actorId,
    accountId,
    action: 'send-welcome-mail',
    subject: 'Worker',
    subjectId: worker.id,
    changes: { to: worker.email, locale },
  });
  return stamped;
}
